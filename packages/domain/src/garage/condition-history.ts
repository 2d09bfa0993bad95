// The history items the condition calls write (spec part 2 section 4: mark done "may add a
// history item"). The type names the condition type as the seeded history does ('Service',
// 'Tyres', 'WiperBlades'), so the history list can show each kind alike.
import { ConditionType } from './enums.ts';
import { formatKilometres } from '../format/grouped-number.ts';

const TYPE_NAMES: ReadonlyMap<ConditionType, string> = new Map(
  Object.entries(ConditionType).map(([name, type]) => [type, name]),
);

export function historyTypeOf(type: ConditionType): string {
  return TYPE_NAMES.get(type) ?? 'Condition';
}

/** Mark done: '{name} marked done', e.g. 'Wiper Blades marked done'. */
export const markedDoneTitle = (name: string) => `${name} marked done`;

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
