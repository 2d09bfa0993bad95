// What each per-vehicle switch acts on, written once for the page that obeys it and for
// Settings, which disables a switch that could change nothing for this vehicle and says why,
// rather than showing a switch that does nothing.

/** The parts of the garage's care plan the switches depend on. */
export type PlanFacts = {
  isEnabled: boolean;
  igniteRewards: { isEnabled: boolean; isConciergeMessagesEnabled: boolean } | null;
  theftRecovery: { isInstalled: boolean };
  healthMonitor: { isEnabled: boolean };
} | null;

// Ours: the spec names the settings, not why one may not apply.
export const SETTING_UNAVAILABLE = {
  conciergeNoPlan: 'Concierge messages come with a care plan, and this vehicle has none.',
  conciergeOff: 'Your dealership does not send concierge messages.',
  theftNoPlan: 'Theft recovery comes with a care plan, and this vehicle has none.',
  theftNotFitted: 'Your care plan has no theft recovery device fitted to this vehicle.',
  healthMonitorNoPlan: 'A health monitor comes with a care plan, and this vehicle has none.',
  healthMonitorNotOffered: 'Your care plan does not include a health monitor.',
} as const;

/** A plan the app shows (spec part 2 section 2): one that is not enabled reads as none. */
const shown = (plan: PlanFacts) => (plan?.isEnabled ? plan : null);

/** Why showConciergeMessages can change nothing here; null when it applies. */
export function conciergeMessagesUnavailable(plan: PlanFacts): string | null {
  const rewards = shown(plan)?.igniteRewards;
  if (!rewards?.isEnabled) return SETTING_UNAVAILABLE.conciergeNoPlan;
  return rewards.isConciergeMessagesEnabled ? null : SETTING_UNAVAILABLE.conciergeOff;
}

/** Why hasTheftRecoveryDevice can change nothing here; null when it applies. */
export function theftRecoveryUnavailable(plan: PlanFacts): string | null {
  const facts = shown(plan);
  if (!facts) return SETTING_UNAVAILABLE.theftNoPlan;
  return facts.theftRecovery.isInstalled ? null : SETTING_UNAVAILABLE.theftNotFitted;
}

/** Why the health monitor choice can change nothing here; null when it applies. */
export function healthMonitorChoiceUnavailable(plan: PlanFacts): string | null {
  const facts = shown(plan);
  if (!facts) return SETTING_UNAVAILABLE.healthMonitorNoPlan;
  return facts.healthMonitor.isEnabled ? null : SETTING_UNAVAILABLE.healthMonitorNotOffered;
}

/** The two per-vehicle switches (spec part 1 section 3), as the device stores them. */
type Switches = { showConciergeMessages?: boolean; hasTheftRecoveryDevice?: boolean };

/**
 * The concierge shows the dealership's messages when they send them and the owner has not
 * switched them off (spec part 2 section 2; part 1 section 3, showConciergeMessages).
 */
export function showsConciergeMessages(plan: PlanFacts, settings: Switches | null): boolean {
  return conciergeMessagesUnavailable(plan) === null && (settings?.showConciergeMessages ?? true);
}

/**
 * The care plan shows theft recovery when a device is installed (spec part 2 section 2) and
 * the owner has not said it is gone (hasTheftRecoveryDevice, default true).
 */
export function showsTheftRecovery(plan: PlanFacts, settings: Switches | null): boolean {
  return theftRecoveryUnavailable(plan) === null && (settings?.hasTheftRecoveryDevice ?? true);
}
