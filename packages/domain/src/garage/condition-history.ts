// The history items the condition calls write (spec part 2 section 4: mark done "may add a
// history item"). The type names the condition type as the seeded history does ('Service',
// 'Tyres', 'WiperBlades'), so the history list can show each kind alike.
import { ConditionType } from './enums.ts';
import { calendarDayName } from '../format/calendar.ts';
import { formatKilometres } from '../format/grouped-number.ts';
import type { Day } from './day.ts';

const TYPE_NAMES: ReadonlyMap<ConditionType, string> = new Map(
  Object.entries(ConditionType).map(([name, type]) => [type, name]),
);

export function historyTypeOf(type: ConditionType): string {
  return TYPE_NAMES.get(type) ?? 'Condition';
}

/** Mark done: '{name} marked done', e.g. 'Wiper Blades marked done'. */
export const markedDoneTitle = (name: string) => `${name} marked done`;

/** A reminder set: 'Brakes reminder set for 1 December 2026'. It says nothing was done. */
export const reminderSetTitle = (name: string, day: Day) =>
  `${name} reminder set for ${calendarDayName(day)}`;

/** The owner's answer to "when was it last done?": 'Wiper Blades last done on 1 August 2026'. */
export const lastDoneTitle = (name: string, day: Day) =>
  `${name} last done on ${calendarDayName(day)}`;

/** Resolve: 'Recall resolved', or '{name} issue resolved' for a detected issue. */
export function alertResolvedTitle(type: ConditionType, name: string): string {
  return type === ConditionType.Recall ? 'Recall resolved' : `${name} issue resolved`;
}

/** Dismiss: 'Recall notice dismissed', or '{name} alert dismissed'; it stays open. */
export function alertDismissedTitle(type: ConditionType, name: string): string {
  return type === ConditionType.Recall ? 'Recall notice dismissed' : `${name} alert dismissed`;
}

/** The description of a service marked done: the interval it completed. */
export const serviceDoneDescription = (km: number) => `${formatKilometres(km)} service`;
