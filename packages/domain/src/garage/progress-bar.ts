// The condition tile's progress bar (spec part 2 section 4): 10 segments, filled by score.
export const PROGRESS_SEGMENTS = 10;

export type ProgressColour = 'green' | 'amber' | 'red';

export type ProgressBar = {
  filled: number;
  /** One entry per segment, left to right as drawn. */
  segments: boolean[];
  colour: ProgressColour;
  mirrored: boolean;
};

/**
 * Filled count = score x 10 rounded up, at least 1 (an empty bar would read as "no data").
 * score x 10 is rounded to 9 places first, because 0.7 * 10 is 7.000000000000001 in floating
 * point and would otherwise fill 8.
 */
export function filledSegments(score: number): number {
  const tenths = Math.round(Math.min(1, Math.max(0, score)) * PROGRESS_SEGMENTS * 1e9) / 1e9;
  return Math.max(1, Math.ceil(tenths));
}

/**
 * Colour by count and overdue: red when overdue (or critical) or down to the last segment (the
 * score 0.1 at which a condition shows critical); amber at two segments (scores up to 0.2, the
 * due band); green above.
 */
export function progressColour(filled: number, isOverdue: boolean): ProgressColour {
  if (isOverdue || filled <= 1) return 'red';
  if (filled <= 2) return 'amber';
  return 'green';
}

/** Mirrored when the user turns on reverseConditionIndicators: the bar fills from the right. */
export function progressBar(
  condition: { score: number; isOverdue: boolean; isCritical: boolean },
  reverseConditionIndicators: boolean,
): ProgressBar {
  const filled = filledSegments(condition.score);
  const segments = Array.from({ length: PROGRESS_SEGMENTS }, (_, index) =>
    reverseConditionIndicators ? index >= PROGRESS_SEGMENTS - filled : index < filled,
  );
  return {
    filled,
    segments,
    colour: progressColour(filled, condition.isOverdue || condition.isCritical),
    mirrored: reverseConditionIndicators,
  };
}
