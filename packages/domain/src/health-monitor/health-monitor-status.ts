// The health monitor's rules (spec part 2 section 4): whether one is installed, how its status
// reads, when it counts as disconnected, and when the owner is prompted to connect it. The
// owner's own choice (Auto, Installed, Not Installed) lives in the per-vehicle user settings;
// the rest comes from the garage answer, which derives it from what the device reported.
import { DAY_MS } from '../garage/day.ts';
import { EquipmentStatus } from '../garage/enums.ts';

/** Spec part 1 section 3: Auto=0, Installed=1, NotInstalled=2. */
export const HealthMonitorEnabledState = { Auto: 0, Installed: 1, NotInstalled: 2 } as const;
export type HealthMonitorEnabledState =
  (typeof HealthMonitorEnabledState)[keyof typeof HealthMonitorEnabledState];

export const HEALTH_MONITOR_DISPLAY = {
  issueDetected: 'Issue Detected',
  notInstalled: 'Not Installed',
  notPaired: 'Installed - Not Paired',
  active: 'Active',
} as const;
export type HealthMonitorDisplay =
  (typeof HEALTH_MONITOR_DISPLAY)[keyof typeof HEALTH_MONITOR_DISPLAY];

/** Spec part 2 section 9: telemetry is recent within 30 days. */
export const TELEMETRY_RECENT_DAYS = 30;
/** Spec part 2 section 9: Skip postpones the connect reminder 3 days. */
export const SKIP_REMINDER_DAYS = 3;
/** Spec part 2 section 4: PROTECT owners are not prompted in the first day after the welcome flow. */
export const PROTECT_PROMPT_DELAY_DAYS = 1;

/** What the garage answer says of the device (carePlan.healthMonitor). */
export type HealthMonitorFacts = {
  /** EquipmentStatus as the dealership recorded it. */
  status: number;
  isPaired: boolean;
  hasIssueDetected: boolean;
  utcDateLastScan: string | null;
};

/** Installed: the owner says so, or the owner left it on Auto and the dealership says so. */
export function isHealthMonitorInstalled(
  enabledState: HealthMonitorEnabledState,
  status: number,
): boolean {
  return (
    enabledState === HealthMonitorEnabledState.Installed ||
    (enabledState === HealthMonitorEnabledState.Auto && status === EquipmentStatus.Installed)
  );
}

export function healthMonitorDisplay(
  enabledState: HealthMonitorEnabledState,
  facts: HealthMonitorFacts,
): HealthMonitorDisplay {
  // The spec's order: an issue the device found outranks what the owner says is fitted.
  if (facts.hasIssueDetected) return HEALTH_MONITOR_DISPLAY.issueDetected;
  if (!isHealthMonitorInstalled(enabledState, facts.status))
    return HEALTH_MONITOR_DISPLAY.notInstalled;
  if (!facts.isPaired) return HEALTH_MONITOR_DISPLAY.notPaired;
  return HEALTH_MONITOR_DISPLAY.active;
}

/**
 * The spec's age test, "a last scan exists but is older than 30 days", which it says may
 * compare the scan date itself rather than its age. Both readings are written out so a test can
 * hold them to the same answer at every boundary (docs/spec-notes.md): the age of the scan
 * above 30 days, or the scan date before the instant 30 days ago.
 */
export const lastScanIsStale = {
  byAge(lastScan: Date, now: Date): boolean {
    return now.getTime() - lastScan.getTime() > TELEMETRY_RECENT_DAYS * DAY_MS;
  },
  byDate(lastScan: Date, now: Date): boolean {
    return lastScan.getTime() < now.getTime() - TELEMETRY_RECENT_DAYS * DAY_MS;
  },
};

/**
 * The disconnected flow: installed, and either not paired or reporting no more (a last scan
 * exists but is stale). A paired device that has not scanned yet is connected: it has only
 * just been paired.
 */
export function isHealthMonitorDisconnected(
  enabledState: HealthMonitorEnabledState,
  facts: HealthMonitorFacts,
  now: Date,
): boolean {
  if (!isHealthMonitorInstalled(enabledState, facts.status)) return false;
  if (!facts.isPaired) return true;
  return (
    facts.utcDateLastScan !== null && lastScanIsStale.byAge(new Date(facts.utcDateLastScan), now)
  );
}

export type ConnectPromptFacts = {
  enabledState: HealthMonitorEnabledState;
  /** The owner's Skip: no prompt until then. */
  skipReminderUntil: Date | null;
  healthMonitor: HealthMonitorFacts;
  /** PROTECT is part of the plan (enabled). */
  hasProtect: boolean;
  utcDateWelcomeFlowCompleted: string | null;
};

/**
 * The connect-to-monitor prompt: not switched off by the owner, not snoozed, disconnected, and
 * no PROTECT or PROTECT with more than a day since the welcome flow finished (a new PROTECT
 * owner activates the cover first). A PROTECT owner with no welcome-flow date has not finished
 * it, so is not prompted yet.
 */
export function connectPromptApplies(facts: ConnectPromptFacts, now: Date): boolean {
  if (facts.enabledState === HealthMonitorEnabledState.NotInstalled) return false;
  if (facts.skipReminderUntil && facts.skipReminderUntil.getTime() > now.getTime()) return false;
  if (!isHealthMonitorDisconnected(facts.enabledState, facts.healthMonitor, now)) return false;
  if (!facts.hasProtect) return true;
  if (!facts.utcDateWelcomeFlowCompleted) return false;
  const since = now.getTime() - new Date(facts.utcDateWelcomeFlowCompleted).getTime();
  return since > PROTECT_PROMPT_DELAY_DAYS * DAY_MS;
}

/** Skip: the reminder comes back 3 days from now, to the millisecond. */
export function skipReminderUntil(now: Date): Date {
  return new Date(now.getTime() + SKIP_REMINDER_DAYS * DAY_MS);
}

/** Spec part 2 section 9: pairing begins 3 s after the page opens. */
export const PAIRING_START_DELAY_MS = 3000;
/** Spec part 2 section 9: Check Connection waits 1 s, then shows checking for at least 4 s. */
export const CHECK_CONNECTION_WAIT_MS = 1000;
export const CHECK_CONNECTION_MIN_MS = 4000;
