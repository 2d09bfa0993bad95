import { describe, expect, it } from 'vitest';
import {
  dismissedAlertFacts,
  hasActiveAlert,
  isAlertRaised,
  resolvedAlertFacts,
} from './condition-alerts.ts';
import { ConditionType as T } from './enums.ts';

const now = new Date('2026-06-10T09:00:00Z');
const facts = {
  hasIssue: false,
  isRecallIssued: false,
  dateDismissedByConsumer: null,
};

describe('isAlertRaised and hasActiveAlert', () => {
  it('reads a recall from isRecallIssued and every other type from hasIssue', () => {
    expect(isAlertRaised({ ...facts, type: T.Recall, isRecallIssued: true })).toBe(true);
    expect(isAlertRaised({ ...facts, type: T.Recall, hasIssue: true })).toBe(false);
    expect(isAlertRaised({ ...facts, type: T.Battery, hasIssue: true })).toBe(true);
    expect(isAlertRaised({ ...facts, type: T.Battery, isRecallIssued: true })).toBe(false);
  });
  it('hides a dismissed alert, and has none to hide without one', () => {
    const battery = { ...facts, type: T.Battery, hasIssue: true };
    expect(hasActiveAlert(battery)).toBe(true);
    expect(hasActiveAlert({ ...battery, dateDismissedByConsumer: now })).toBe(false);
    expect(hasActiveAlert({ ...facts, type: T.Tyres })).toBe(false);
  });
});

describe('resolvedAlertFacts and dismissedAlertFacts', () => {
  it('clears the recall flag on a recall, the issue flag otherwise, and any dismissal', () => {
    expect(resolvedAlertFacts(T.Recall)).toEqual({
      isRecallIssued: false,
      dateDismissedByConsumer: null,
      dismissedByUserId: null,
      dateDismissedByUser: null,
    });
    expect(resolvedAlertFacts(T.Battery)).toMatchObject({ hasIssue: false });
    expect(resolvedAlertFacts(T.Battery)).not.toHaveProperty('isRecallIssued');
  });
  it('records who dismissed and when', () => {
    expect(dismissedAlertFacts('user-1', now)).toEqual({
      dateDismissedByConsumer: now,
      dismissedByUserId: 'user-1',
      dateDismissedByUser: now,
    });
  });
});
