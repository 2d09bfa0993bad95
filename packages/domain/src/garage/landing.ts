// Spec part 2 section 2, "Landing redirect order after login": where a user goes first.

export type LandingFacts = {
  isDealerMode: boolean;
  /** The PROTECT product awaits the owner's acknowledgement (status Pending). */
  isProtectPending: boolean;
  /** The connect-to-health-monitor prompt applies (spec part 2 section 4). */
  healthMonitorPromptApplies: boolean;
  isOdometerUpdateRequired: boolean;
  /** The user's "Skip for now" on set-odometer snoozes the reminder until then. */
  skipUpdateOdometerReminderUntil: Date | null;
};

export type Landing =
  'dealer-mode' | 'acknowledge-protect' | 'connect-health-monitor' | 'set-odometer';

/** The first of the spec's landings that applies, in its order; null stays on My Garage. */
export function landingAfterLogin(facts: LandingFacts, now: Date): Landing | null {
  if (facts.isDealerMode) return 'dealer-mode';
  if (facts.isProtectPending) return 'acknowledge-protect';
  if (facts.healthMonitorPromptApplies) return 'connect-health-monitor';
  const snoozed =
    facts.skipUpdateOdometerReminderUntil !== null &&
    facts.skipUpdateOdometerReminderUntil.getTime() > now.getTime();
  if (facts.isOdometerUpdateRequired && !snoozed) return 'set-odometer';
  return null;
}
