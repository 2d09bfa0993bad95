import { type ProgressColour, progressBar } from '@ignite/domain/garage/progress-bar';
import { Icon } from '@/shared/icons/icon.tsx';

const FILL: Record<ProgressColour, string> = {
  green: 'bg-success',
  amber: 'bg-warning',
  red: 'bg-danger',
};
const TEXT: Record<ProgressColour, string> = {
  green: 'text-success',
  amber: 'text-warning',
  red: 'text-danger',
};

type Props = {
  condition: {
    score: number;
    isOverdue: boolean;
    isCritical: boolean;
    isUnconfigured: boolean;
    isDisabled: boolean;
  };
  /** The condition's name, for the meter's accessible name. */
  name: string;
  /** The user setting reverseConditionIndicators: the bar fills from the right. */
  reversed: boolean;
  /** Due and overdue tiles show the bar with an alert (spec part 2 section 4). */
  alert: boolean;
};

/**
 * Ten segments filled by score (packages/domain progress-bar.ts decides count and colour).
 * An unset monitor has no score yet, only the 0 that stands for "nothing known": its one
 * segment is drawn neutral rather than red, so it does not read as a failing part. A monitor
 * switched off is measured by nothing: its bar is empty.
 */
export function ConditionProgressBar({ condition, name, reversed, alert }: Props) {
  const measured = progressBar(condition, reversed);
  const bar = condition.isDisabled
    ? { ...measured, filled: 0, segments: measured.segments.map(() => false) }
    : measured;
  const neutral = condition.isUnconfigured && !condition.isCritical;
  const fill = neutral ? 'bg-muted' : FILL[bar.colour];
  return (
    <div className={`flex items-center gap-2 ${reversed ? 'flex-row-reverse' : ''}`}>
      <div
        role="meter"
        aria-label={`${name} condition`}
        aria-valuemin={0}
        aria-valuemax={bar.segments.length}
        aria-valuenow={bar.filled}
        aria-valuetext={`${bar.filled} of ${bar.segments.length}`}
        className="grid flex-1 grid-cols-10 gap-1"
      >
        {bar.segments.map((filled, index) => (
          <span key={index} className={`h-2 rounded-full ${filled ? fill : 'bg-border'}`} />
        ))}
      </div>
      {alert ? <Icon name="warning" size="text-base" className={TEXT[bar.colour]} /> : null}
    </div>
  );
}
