import { HealthMonitorChoice } from '@/entities/health-monitor/health-monitor-choice.tsx';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import {
  conciergeMessagesUnavailable,
  healthMonitorChoiceUnavailable,
  type PlanFacts,
  theftRecoveryUnavailable,
} from '@ignite/domain/garage/setting-effects';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import {
  type OnOffSwitch,
  SettingsSection,
  SettingSwitch,
  type Update,
} from './settings-parts.tsx';

/** My Garage's switches, in the order they show; the health monitor choice follows them. */
const CONCIERGE_MESSAGES: OnOffSwitch = {
  setting: 'showConciergeMessages',
  label: 'Concierge messages',
  hint: "Show your dealership's messages in the concierge.",
};
const THEFT_RECOVERY: OnOffSwitch = {
  setting: 'hasTheftRecoveryDevice',
  label: 'Theft recovery device',
  hint: 'A theft recovery device is fitted to this vehicle: the care plan shows it.',
};
const REVERSE_INDICATORS: OnOffSwitch = {
  setting: 'reverseConditionIndicators',
  label: 'Reverse condition indicators',
  hint: 'Progress bars fill from the other side.',
};
const EXPAND_ACTIONS: OnOffSwitch = {
  setting: 'expandProfileActions',
  label: 'Expand vehicle actions',
  hint: 'Open the actions under your vehicle without a tap.',
};

/**
 * The garage's own settings (spec part 2 section 2). Those that act on the care plan are
 * disabled, with the reason, when this vehicle's plan gives them nothing to act on, rather
 * than seem to work and change nothing. Until the garage has loaded (or if it cannot be),
 * every switch is offered.
 */
export function GarageSettings({ settings, update }: { settings: UserSettings; update: Update }) {
  const garage = useMyGarage();
  const plan: PlanFacts | undefined = garage.data ? garage.data.carePlan : undefined;
  const reason = (rule: (facts: PlanFacts) => string | null) =>
    plan === undefined ? null : rule(plan);
  const monitorReason = reason(healthMonitorChoiceUnavailable);
  return (
    <SettingsSection id="garage-settings" title="My Garage">
      <SettingSwitch
        item={CONCIERGE_MESSAGES}
        settings={settings}
        update={update}
        unavailable={reason(conciergeMessagesUnavailable)}
      />
      <SettingSwitch
        item={THEFT_RECOVERY}
        settings={settings}
        update={update}
        unavailable={reason(theftRecoveryUnavailable)}
      />
      <SettingSwitch item={REVERSE_INDICATORS} settings={settings} update={update} />
      <SettingSwitch item={EXPAND_ACTIONS} settings={settings} update={update} />
      {/* A disabled fieldset disables the three choices within it. Greyed, never faded: text
          at reduced opacity would fall below 4.5:1. */}
      <fieldset disabled={monitorReason !== null} className="min-w-0 disabled:grayscale">
        <HealthMonitorChoice
          value={settings.healthMonitorEnabledState}
          onChange={(state) => update({ healthMonitorEnabledState: state })}
        />
        {monitorReason ? <p className="pb-2 text-sm text-muted">{monitorReason}</p> : null}
      </fieldset>
    </SettingsSection>
  );
}
