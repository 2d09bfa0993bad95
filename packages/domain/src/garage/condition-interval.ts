// A condition's reminder step (spec part 2 section 4: wash is weekly, rego is date-based,
// recall has no schedule, the rest are monthly), as mark done and set-next advance by it.
import type { ConfigurationType } from './enums.ts';
import type { ConditionInterval } from './mark-done.ts';

/**
 * Weekly conditions step by weeks, the rest (monthly and date-based) by months; Recall (no
 * configuration type) has none. A missing or non-positive step is no interval: advancing by
 * it would leave the reminder where it was.
 */
export function reminderInterval(
  configurationType: ConfigurationType | null,
  stored: { intervalWeeks: number | null; intervalMonths: number | null },
): ConditionInterval | null {
  if (configurationType === null) return null;
  if (configurationType === 'Weekly') {
    const weeks = stored.intervalWeeks;
    return weeks !== null && weeks > 0 ? { weeks } : null;
  }
  const months = stored.intervalMonths;
  return months !== null && months > 0 ? { months } : null;
}
