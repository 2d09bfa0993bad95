import { describe, expect, test } from 'vitest';
import { DAY_MS } from '../garage/day.ts';
import { EquipmentStatus } from '../garage/enums.ts';
import {
  connectPromptApplies,
  type ConnectPromptFacts,
  HealthMonitorEnabledState as State,
  healthMonitorDisplay,
  isHealthMonitorDisconnected,
  isHealthMonitorInstalled,
  lastScanIsStale,
  skipReminderUntil,
} from './health-monitor-status.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const paired = {
  status: EquipmentStatus.Installed,
  isPaired: true,
  hasIssueDetected: false,
  utcDateLastScan: ago(DAY_MS),
};

describe('installed', () => {
  test.each([
    [State.Installed, EquipmentStatus.NotInstalled, true],
    [State.Auto, EquipmentStatus.Installed, true],
    [State.Auto, EquipmentStatus.NotInstalled, false],
    [State.Auto, EquipmentStatus.CantBeInstalled, false],
    [State.NotInstalled, EquipmentStatus.Installed, false],
  ])('state %i with status %i: %s', (state, status, expected) => {
    expect(isHealthMonitorInstalled(state, status)).toBe(expected);
  });
});

describe('display', () => {
  test('Issue Detected comes first, then Not Installed, Installed - Not Paired, Active', () => {
    expect(healthMonitorDisplay(State.Auto, { ...paired, hasIssueDetected: true })).toBe(
      'Issue Detected',
    );
    expect(healthMonitorDisplay(State.NotInstalled, paired)).toBe('Not Installed');
    expect(healthMonitorDisplay(State.Auto, { ...paired, isPaired: false })).toBe(
      'Installed - Not Paired',
    );
    expect(healthMonitorDisplay(State.Auto, paired)).toBe('Active');
  });
});

describe('disconnected: the 30-day age test, both readings of the spec', () => {
  const THIRTY = 30 * DAY_MS;
  test.each([
    ['exactly 30 days', THIRTY, false],
    ['30 days and 1 ms', THIRTY + 1, true],
    ['29 days', THIRTY - DAY_MS, false],
    ['a year', 365 * DAY_MS, true],
  ])('a last scan %s old: stale %s by age and by date alike', (_, age, stale) => {
    const scan = new Date(now.getTime() - age);
    expect(lastScanIsStale.byAge(scan, now)).toBe(stale);
    expect(lastScanIsStale.byDate(scan, now)).toBe(stale);
    expect(
      isHealthMonitorDisconnected(
        State.Auto,
        { ...paired, utcDateLastScan: scan.toISOString() },
        now,
      ),
    ).toBe(stale);
  });

  test('not paired is disconnected; paired with no scan yet is not; not installed never is', () => {
    expect(isHealthMonitorDisconnected(State.Auto, { ...paired, isPaired: false }, now)).toBe(true);
    expect(isHealthMonitorDisconnected(State.Auto, { ...paired, utcDateLastScan: null }, now)).toBe(
      false,
    );
    expect(
      isHealthMonitorDisconnected(State.NotInstalled, { ...paired, isPaired: false }, now),
    ).toBe(false);
  });
});

describe('the connect prompt', () => {
  const facts: ConnectPromptFacts = {
    enabledState: State.Auto,
    skipReminderUntil: null,
    healthMonitor: { ...paired, isPaired: false },
    hasProtect: false,
    utcDateWelcomeFlowCompleted: null,
  };

  test('shows for a disconnected monitor without PROTECT', () => {
    expect(connectPromptApplies(facts, now)).toBe(true);
    expect(connectPromptApplies({ ...facts, healthMonitor: paired }, now)).toBe(false);
    expect(connectPromptApplies({ ...facts, enabledState: State.NotInstalled }, now)).toBe(false);
  });

  test('with PROTECT, only more than 1 day after the welcome flow finished', () => {
    const protect = { ...facts, hasProtect: true };
    expect(
      connectPromptApplies({ ...protect, utcDateWelcomeFlowCompleted: ago(DAY_MS) }, now),
    ).toBe(false);
    expect(
      connectPromptApplies({ ...protect, utcDateWelcomeFlowCompleted: ago(DAY_MS + 1) }, now),
    ).toBe(true);
    expect(connectPromptApplies(protect, now)).toBe(false);
  });

  test('Skip snoozes it for 3 days, to the millisecond', () => {
    const until = skipReminderUntil(now);
    expect(until.getTime() - now.getTime()).toBe(3 * DAY_MS);
    const snoozed = { ...facts, skipReminderUntil: until };
    expect(connectPromptApplies(snoozed, new Date(until.getTime() - 1))).toBe(false);
    expect(connectPromptApplies(snoozed, until)).toBe(true);
  });
});
