// A condition's alert (spec part 2 section 4): a recall issued on Recall, an issue the health
// monitor detected on any other type. The owner may resolve it (the issue is fixed) or dismiss
// it (hide it); both clear the alert from the computed condition.
import { ConditionType } from './enums.ts';

export type AlertFacts = {
  type: ConditionType;
  hasIssue: boolean;
  isRecallIssued: boolean;
  dateDismissedByConsumer: Date | null;
};

/** The alert the stored facts raise, whether or not the owner dismissed it. */
export function isAlertRaised(facts: Omit<AlertFacts, 'dateDismissedByConsumer'>): boolean {
  return facts.type === ConditionType.Recall ? facts.isRecallIssued : facts.hasIssue;
}

/**
 * The alert the condition shows: raised and not dismissed. A dismissal holds until the alert
 * is resolved (which clears it): whatever raises a new issue later, a scan event say, clears
 * the dismissal with it, so the stored facts alone say whether the alert shows.
 */
export function hasActiveAlert(facts: AlertFacts): boolean {
  return isAlertRaised(facts) && facts.dateDismissedByConsumer === null;
}

/** The facts that resolving the alert writes: its flag off, and any dismissal with it. */
export function resolvedAlertFacts(type: ConditionType) {
  const dismissal = {
    dateDismissedByConsumer: null,
    dismissedByUserId: null,
    dateDismissedByUser: null,
  };
  return type === ConditionType.Recall
    ? { isRecallIssued: false, ...dismissal }
    : { hasIssue: false, ...dismissal };
}

/** The facts that dismissing the alert writes: when, and by whom. */
export function dismissedAlertFacts(userId: string, now: Date) {
  return { dateDismissedByConsumer: now, dismissedByUserId: userId, dateDismissedByUser: now };
}
