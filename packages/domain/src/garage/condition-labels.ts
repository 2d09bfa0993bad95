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

/**
 * What the labels read of a computed condition. `isCritical` is the reading: a recall open or
 * an issue detected, dismissed or not: dismissing never makes a part healthy.
 * `hasAlert` is whether the alert still shows in the banner: raised and not dismissed.
 */
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
  healthy: 'Healthy',
} as const;

/**
 * Precedence: Recall issued, Issue detected, Disabled, Overdue, Due, Not set, then Healthy. The
 * spec's "OK / Healthy" is one state: one word for it everywhere. A dismissed alert still reads
 * as raised until it is resolved.
 */
export function conditionLabel(c: LabelledCondition): string {
  if (c.isCritical && c.type === ConditionType.Recall) return CONDITION_LABELS.recallIssued;
  if (c.isCritical) return CONDITION_LABELS.issueDetected;
  if (c.isDisabled) return CONDITION_LABELS.disabled;
  if (c.isOverdue) return CONDITION_LABELS.overdue;
  if (c.isDue) return CONDITION_LABELS.due;
  if (c.isUnconfigured) return CONDITION_LABELS.notSet;
  return CONDITION_LABELS.healthy;
}

export const CONDITION_TIPS = {
  notSet: 'Not Set',
  recallNotice: 'Recall Notice',
  healthMonitorAlert: 'Health Monitor Alert',
  overdueMaintenance: 'Overdue Maintenance',
  maintenanceDue: 'Maintenance Due',
  healthy: 'Healthy!',
  /** Ours: the spec has no tip for a monitor the owner switched off. */
  disabled: 'Switched off',
} as const;

/**
 * Tips in the spec's order, except that an alert outranks Not Set (a recall or a detected issue
 * needs action even on a condition whose schedule was never set) and a switched-off monitor
 * says so rather than reading healthy.
 */
export function conditionTip(c: LabelledCondition): string {
  if (c.isCritical && c.type === ConditionType.Recall) return CONDITION_TIPS.recallNotice;
  if (c.isCritical) return CONDITION_TIPS.healthMonitorAlert;
  if (c.isDisabled) return CONDITION_TIPS.disabled;
  if (c.isUnconfigured) return CONDITION_TIPS.notSet;
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
 * Where the alert banner lists a condition: overdue and critical items as critical, due items
 * as due, others not at all. A due item at score 0.1 or below shows as critical, so it is
 * anchored with them. A dismissed alert leaves the banner; its schedule alone may keep the
 * condition there.
 */
export function alertAnchor(c: LabelledCondition): 'critical' | 'due' | null {
  if (c.isDisabled) return null;
  const isDismissed = c.isCritical && !c.hasAlert;
  if (c.isOverdue) return 'critical';
  if (isDismissed) return c.isDue ? 'due' : null;
  if (showsAsCritical(c)) return 'critical';
  if (c.isDue) return 'due';
  return null;
}
