// What the garage answer and the owner's own settings say of the health monitor, read once
// for every screen that shows it: the care plan's card, the monitor's pages and the landing
// redirect. The rules are the domain's (spec part 2 section 4).
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import {
  connectPromptApplies,
  type HealthMonitorDisplay,
  healthMonitorDisplay,
  isHealthMonitorDisconnected,
  isHealthMonitorInstalled,
} from '@ignite/domain/health-monitor/health-monitor-status';
import type { UserSettings } from '@/shared/settings/user-settings.ts';

export type HealthMonitorState = {
  /** The care plan includes a health monitor (the dealership's product). */
  isOffered: boolean;
  isInstalled: boolean;
  display: HealthMonitorDisplay;
  isDisconnected: boolean;
  /** The landing redirect's connect prompt applies. */
  promptApplies: boolean;
};

export function healthMonitorStateOf(
  garage: MyGarage,
  settings: Pick<UserSettings, 'healthMonitorEnabledState' | 'skipHealthMonitorReminderUntil'>,
  now: Date,
): HealthMonitorState | null {
  const plan = garage.carePlan;
  if (!plan?.isEnabled) return null;
  const monitor = plan.healthMonitor;
  const state = settings.healthMonitorEnabledState;
  const protect = plan.igniteProtect;
  const skip = settings.skipHealthMonitorReminderUntil;
  return {
    isOffered: monitor.isEnabled,
    isInstalled: isHealthMonitorInstalled(state, monitor.status),
    display: healthMonitorDisplay(state, monitor),
    isDisconnected: isHealthMonitorDisconnected(state, monitor, now),
    promptApplies:
      monitor.isEnabled &&
      connectPromptApplies(
        {
          enabledState: state,
          skipReminderUntil: skip ? new Date(skip) : null,
          healthMonitor: monitor,
          hasProtect: protect?.isEnabled === true,
          utcDateWelcomeFlowCompleted: plan.utcDateWelcomeFlowCompleted,
        },
        now,
      ),
  };
}

/** The colour a status reads in, on the garage's scale of condition tones. */
export function healthMonitorTone(
  display: HealthMonitorDisplay,
): 'critical' | 'due' | 'unset' | 'healthy' {
  if (display === 'Issue Detected') return 'critical';
  if (display === 'Installed - Not Paired') return 'due';
  if (display === 'Not Installed') return 'unset';
  return 'healthy';
}
