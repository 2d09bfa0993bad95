// How a computed condition is named on screen (spec part 2 section 4): its place in the list,
// its label in settings and lists, its tip, and the anchor the alert banner links to.
import { CONDITION_DISPLAY_ORDER, ConditionType } from './enums.ts';

/** Display order: Recall, Rego, Service, Tyres, Brakes, Battery, Wiper Blades, Wash. */
export function sortByDisplayOrder<T extends { type: ConditionType }>(
  conditions: readonly T[],
): T[] {
  // An unknown type (a newer server) goes last rather than first.
  const rank = (type: ConditionType) => {
    const index = CONDITION_DISPLAY_ORDER.indexOf(type);
    return index === -1 ? CONDITION_DISPLAY_ORDER.length : index;
  };
  return [...conditions].sort((a, b) => rank(a.type) - rank(b.type));
}

/** What the labels read of a computed condition. */
export type LabelledCondition = {
  type: ConditionType;
  score: number;
  hasAlert: boolean;
  isDisabled: boolean;
  isCritical: boolean;
  isOverdue: boolean;
  isDue: boolean;
  isUnconfigured: boolean;
};

export const CONDITION_LABELS = {
  recallIssued: 'Recall issued',
  issueDetected: 'Issue detected',
  disabled: 'Disabled',
  overdue: 'Overdue',
  due: 'Due',
  notSet: 'Not set',
  ok: 'OK',
  healthy: 'Healthy',
} as const;

/**
 * Precedence: Recall issued, Issue detected, Disabled, Overdue, Due, Not set, then OK /
 * Healthy. The spec names both last words without saying where each goes: settings, a list of
 * toggles, says 'OK'; the conditions list says 'Healthy', as the UpToDate state is shown.
 */
export function conditionLabel(c: LabelledCondition, where: 'settings' | 'list'): string {
  if (c.hasAlert && c.type === ConditionType.Recall) return CONDITION_LABELS.recallIssued;
  if (c.hasAlert) return CONDITION_LABELS.issueDetected;
  if (c.isDisabled) return CONDITION_LABELS.disabled;
  if (c.isOverdue) return CONDITION_LABELS.overdue;
  if (c.isDue) return CONDITION_LABELS.due;
  if (c.isUnconfigured) return CONDITION_LABELS.notSet;
  return where === 'settings' ? CONDITION_LABELS.ok : CONDITION_LABELS.healthy;
}

export const CONDITION_TIPS = {
  notSet: 'Not Set',
  recallNotice: 'Recall Notice',
  healthMonitorAlert: 'Health Monitor Alert',
  overdueMaintenance: 'Overdue Maintenance',
  maintenanceDue: 'Maintenance Due',
  healthy: 'Healthy!',
} as const;

/**
 * Tips in the spec's order, except that an alert outranks Not Set: a recall or a detected issue
 * needs action even on a condition whose schedule was never set.
 */
export function conditionTip(c: LabelledCondition): string {
  if (c.isUnconfigured && !c.hasAlert) return CONDITION_TIPS.notSet;
  if (c.hasAlert && c.type === ConditionType.Recall) return CONDITION_TIPS.recallNotice;
  if (c.hasAlert) return CONDITION_TIPS.healthMonitorAlert;
  if (c.isOverdue) return CONDITION_TIPS.overdueMaintenance;
  if (c.isDue) return CONDITION_TIPS.maintenanceDue;
  return CONDITION_TIPS.healthy;
}

/** "A condition shows critical at score 0.1 or below in the list" (spec part 2 section 9). */
export const CRITICAL_SCORE_THRESHOLD = 0.1;

/**
 * The list shows a condition as critical when it is Critical, or when it is due or overdue with
 * score 0.1 or below. An unset condition also scores 0 but has nothing to do yet, so it is not.
 */
export function showsAsCritical(c: LabelledCondition): boolean {
  if (c.isDisabled) return false;
  return c.isCritical || ((c.isDue || c.isOverdue) && c.score <= CRITICAL_SCORE_THRESHOLD);
}

/**
 * Overdue and critical items are anchored as critical, due items as due; others not at all. A
 * due item at score 0.1 or below shows as critical, so it is anchored with them.
 */
export function alertAnchor(c: LabelledCondition): 'critical' | 'due' | null {
  if (c.isDisabled) return null;
  if (c.isOverdue || showsAsCritical(c)) return 'critical';
  if (c.isDue) return 'due';
  return null;
}
