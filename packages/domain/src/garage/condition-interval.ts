// A condition's reminder step (spec part 2 section 4: wash is weekly, rego is date-based,
// recall has no schedule, the rest are monthly), as mark done and set-next advance by it.
import { ConditionType, configurationTypeOf } from './enums.ts';
import type { ConditionInterval } from './mark-done.ts';

/**
 * The step a condition takes when neither the dealership nor the owner has given one, so a
 * new monitor can still ask "when was it last done?" and be marked done. From the spec's
 * guidance (part 2 section 9): batteries last 3 to 5 years, tyres about 5 years, a wash
 * every 2 to 4 weeks; service, brakes, wiper blades and rego follow the usual yearly or
 * two-yearly checks.
 */
export const DEFAULT_REMINDER_INTERVALS: Readonly<Record<ConditionType, ConditionInterval | null>> =
  {
    [ConditionType.Recall]: null,
    [ConditionType.Rego]: { months: 12 },
    [ConditionType.Service]: { months: 12 },
    [ConditionType.Tyres]: { months: 60 },
    [ConditionType.Brakes]: { months: 24 },
    [ConditionType.Battery]: { months: 48 },
    [ConditionType.WiperBlades]: { months: 12 },
    [ConditionType.Wash]: { weeks: 2 },
  };

/**
 * Weekly conditions step by weeks, the rest (monthly and date-based) by months; Recall has
 * none. A stored step wins; a missing or non-positive one falls back to the type's default.
 */
export function reminderInterval(
  type: ConditionType,
  stored: { intervalWeeks: number | null; intervalMonths: number | null },
): ConditionInterval | null {
  const configurationType = configurationTypeOf(type);
  if (configurationType === null) return null;
  if (configurationType === 'Weekly') {
    const weeks = stored.intervalWeeks;
    if (weeks !== null && weeks > 0) return { weeks };
  } else {
    const months = stored.intervalMonths;
    if (months !== null && months > 0) return { months };
  }
  return DEFAULT_REMINDER_INTERVALS[type];
}
