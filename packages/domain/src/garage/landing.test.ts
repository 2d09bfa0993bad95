import { describe, expect, test } from 'vitest';
import { landingAfterLogin, type LandingFacts } from './landing.ts';

const now = new Date('2026-11-21T00:00:00Z');
const nothing: LandingFacts = {
  isDealerMode: false,
  isProtectPending: false,
  healthMonitorPromptApplies: false,
  isOdometerUpdateRequired: false,
  skipUpdateOdometerReminderUntil: null,
};
const everything: LandingFacts = {
  isDealerMode: true,
  isProtectPending: true,
  healthMonitorPromptApplies: true,
  isOdometerUpdateRequired: true,
  skipUpdateOdometerReminderUntil: null,
};

describe('landing after login', () => {
  test('stays on My Garage when nothing applies', () => {
    expect(landingAfterLogin(nothing, now)).toBeNull();
  });

  test('follows the spec order: dealer mode, PROTECT, health monitor, odometer', () => {
    expect(landingAfterLogin(everything, now)).toBe('dealer-mode');
    expect(landingAfterLogin({ ...everything, isDealerMode: false }, now)).toBe(
      'acknowledge-protect',
    );
    expect(
      landingAfterLogin({ ...everything, isDealerMode: false, isProtectPending: false }, now),
    ).toBe('connect-health-monitor');
    expect(landingAfterLogin({ ...nothing, isOdometerUpdateRequired: true }, now)).toBe(
      'set-odometer',
    );
  });

  test('a snoozed odometer reminder waits until the snooze ends, to the millisecond', () => {
    const stale = { ...nothing, isOdometerUpdateRequired: true };
    const until = (ms: number) => ({ ...stale, skipUpdateOdometerReminderUntil: new Date(ms) });
    expect(landingAfterLogin(until(now.getTime() + 1), now)).toBeNull();
    expect(landingAfterLogin(until(now.getTime()), now)).toBe('set-odometer');
    expect(landingAfterLogin(until(now.getTime() - 1), now)).toBe('set-odometer');
  });
});
