import type { ConditionTone } from './condition-tone.ts';

const TONE_CLASSES: Record<ConditionTone, string> = {
  critical: 'bg-danger-surface text-danger',
  due: 'bg-warning/15 text-warning',
  unset: 'bg-raised text-muted',
  disabled: 'bg-raised text-muted',
  healthy: 'bg-success/15 text-success',
};

/** A condition's state label ('Overdue', 'Not set', 'Healthy'...) as a small coloured pill. */
export function ConditionStateLabel({ tone, label }: { tone: ConditionTone; label: string }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${TONE_CLASSES[tone]}`}
    >
      {label}
    </span>
  );
}
