// The two measures of a condition (spec part 2 section 4): how far the odometer is from its
// target, and how far the clock is from its date. Each side answers a state and a score, the
// fraction of the interval still remaining (1 = just done, 0 = nothing left).
import { DAY_MS, startOfTomorrow } from './day.ts';
import { ConditionState } from './enums.ts';

/** Due when the score is above 0 and below this (spec part 2 section 9). */
export const DUE_SCORE_THRESHOLD = 0.2;

export type SideResult = { state: ConditionState; score: number };

const INCOMPLETE: SideResult = { state: ConditionState.Incomplete, score: 0 };
const OVERDUE: SideResult = { state: ConditionState.Overdue, score: 0 };

function clampScore(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** A remaining fraction becomes Due or UpToDate; the thresholds are strict on both ends. */
function fromScore(score: number): SideResult {
  const state =
    score > 0 && score < DUE_SCORE_THRESHOLD ? ConditionState.Due : ConditionState.UpToDate;
  return { state, score };
}

export type OdometerFacts = {
  lastOdometer: number | null;
  nextOdometer: number | null;
  currentOdometer: number | null;
  /** The configured km between services; used when the last reading is not known. */
  averageOdometerInterval: number | null;
};

/**
 * Odometer side: incomplete if next or current is missing; overdue when next is at or below
 * current; otherwise the score is km remaining over the interval's km. The interval is this
 * cycle's own (next - last) when the last reading is known, else the configured average. With
 * neither the remaining fraction is unknowable, so the side reads as full (score 1) rather than
 * inventing a due date.
 */
export function odometerSide(facts: OdometerFacts): SideResult {
  const { nextOdometer: next, currentOdometer: current, lastOdometer: last } = facts;
  if (next === null || current === null) return INCOMPLETE;
  if (next <= current) return OVERDUE;
  const cycle = last !== null && next > last ? next - last : null;
  const interval = cycle ?? facts.averageOdometerInterval;
  if (interval === null || interval <= 0) return fromScore(1);
  return fromScore(clampScore((next - current) / interval));
}

export type DateFacts = {
  lastDate: Date | null;
  nextDate: Date | null;
  /** The configured period in days; used when the last date is not known. */
  intervalDays: number | null;
};

export function isValidDate(date: Date | null): date is Date {
  return date !== null && !Number.isNaN(date.getTime());
}

/**
 * Date side: incomplete without a valid next date; overdue when the next date is before
 * tomorrow (so a date due today is already overdue); otherwise the score is time remaining over
 * the interval (next - last, else the configured period), measured to the millisecond.
 */
export function dateSide(facts: DateFacts, now: Date, utcOffsetMinutes = 0): SideResult {
  const { nextDate: next, lastDate: last } = facts;
  if (!isValidDate(next)) return INCOMPLETE;
  if (next.getTime() < startOfTomorrow(now, utcOffsetMinutes).getTime()) return OVERDUE;
  const cycle = isValidDate(last) && next > last ? next.getTime() - last.getTime() : null;
  const interval = cycle ?? (facts.intervalDays === null ? null : facts.intervalDays * DAY_MS);
  if (interval === null || interval <= 0) return fromScore(1);
  return fromScore(clampScore((next.getTime() - now.getTime()) / interval));
}

const SEVERITY: Record<ConditionState, number> = {
  [ConditionState.Incomplete]: -1,
  [ConditionState.UpToDate]: 0,
  [ConditionState.Due]: 1,
  [ConditionState.Overdue]: 2,
  [ConditionState.Critical]: 3,
};

/**
 * The worse of the sides wins: the higher state and the lower score. A side with no target
 * (Incomplete) stands aside while another side can be measured; all sides incomplete means
 * the condition is incomplete.
 */
export function worseSide(sides: readonly SideResult[]): SideResult {
  const measured = sides.filter((side) => side.state !== ConditionState.Incomplete);
  if (measured.length === 0) return INCOMPLETE;
  return measured.reduce((worst, side) => {
    const state = SEVERITY[side.state] > SEVERITY[worst.state] ? side.state : worst.state;
    return { state, score: Math.min(worst.score, side.score) };
  });
}
