import { describe, expect, test } from 'vitest';
import {
  conciergeMessagesUnavailable,
  healthMonitorChoiceUnavailable,
  type PlanFacts,
  SETTING_UNAVAILABLE,
  showsConciergeMessages,
  showsTheftRecovery,
  theftRecoveryUnavailable,
} from './setting-effects.ts';

/** owner@'s plan, as far as the switches care: everything on. */
const fullPlan = {
  isEnabled: true,
  igniteRewards: { isEnabled: true, isConciergeMessagesEnabled: true },
  theftRecovery: { isInstalled: true },
  healthMonitor: { isEnabled: true },
} satisfies PlanFacts;

const on = { showConciergeMessages: true, hasTheftRecoveryDevice: true };
const off = { showConciergeMessages: false, hasTheftRecoveryDevice: false };

describe('showConciergeMessages', () => {
  test('applies when the dealership sends messages; the owner’s switch decides', () => {
    expect(conciergeMessagesUnavailable(fullPlan)).toBeNull();
    expect(showsConciergeMessages(fullPlan, on)).toBe(true);
    expect(showsConciergeMessages(fullPlan, off)).toBe(false);
    // Not yet read from this device: the default, on.
    expect(showsConciergeMessages(fullPlan, null)).toBe(true);
  });

  test('the dealership’s messages switched off: nothing to show, whatever the switch', () => {
    const plan = {
      ...fullPlan,
      igniteRewards: { isEnabled: true, isConciergeMessagesEnabled: false },
    };
    expect(conciergeMessagesUnavailable(plan)).toBe(SETTING_UNAVAILABLE.conciergeOff);
    expect(showsConciergeMessages(plan, on)).toBe(false);
  });

  test('no plan, a plan not enabled, or no rewards product: the generic variant', () => {
    for (const plan of [
      null,
      { ...fullPlan, isEnabled: false },
      { ...fullPlan, igniteRewards: null },
      { ...fullPlan, igniteRewards: { isEnabled: false, isConciergeMessagesEnabled: true } },
    ]) {
      expect(conciergeMessagesUnavailable(plan)).toBe(SETTING_UNAVAILABLE.conciergeNoPlan);
      expect(showsConciergeMessages(plan, on)).toBe(false);
    }
  });
});

describe('hasTheftRecoveryDevice', () => {
  test('applies when the plan has a device installed; the owner’s switch decides', () => {
    expect(theftRecoveryUnavailable(fullPlan)).toBeNull();
    expect(showsTheftRecovery(fullPlan, on)).toBe(true);
    expect(showsTheftRecovery(fullPlan, off)).toBe(false);
    expect(showsTheftRecovery(fullPlan, null)).toBe(true);
  });

  test('no device installed, or no plan: nothing to show, whatever the switch', () => {
    const notFitted = { ...fullPlan, theftRecovery: { isInstalled: false } };
    expect(theftRecoveryUnavailable(notFitted)).toBe(SETTING_UNAVAILABLE.theftNotFitted);
    expect(showsTheftRecovery(notFitted, on)).toBe(false);
    expect(theftRecoveryUnavailable(null)).toBe(SETTING_UNAVAILABLE.theftNoPlan);
    expect(theftRecoveryUnavailable({ ...fullPlan, isEnabled: false })).toBe(
      SETTING_UNAVAILABLE.theftNoPlan,
    );
  });
});

describe('the health monitor choice', () => {
  test('applies when the plan offers a health monitor', () => {
    expect(healthMonitorChoiceUnavailable(fullPlan)).toBeNull();
    expect(
      healthMonitorChoiceUnavailable({ ...fullPlan, healthMonitor: { isEnabled: false } }),
    ).toBe(SETTING_UNAVAILABLE.healthMonitorNotOffered);
    expect(healthMonitorChoiceUnavailable(null)).toBe(SETTING_UNAVAILABLE.healthMonitorNoPlan);
    expect(healthMonitorChoiceUnavailable({ ...fullPlan, isEnabled: false })).toBe(
      SETTING_UNAVAILABLE.healthMonitorNoPlan,
    );
  });
});
