import type { ReactNode } from 'react';
import { DEMO_PERMISSION } from '@ignite/domain/permissions';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import { SwitchRow } from '@/shared/ui/switch.tsx';
import { HealthMonitorChoice } from '@/entities/health-monitor/health-monitor-choice.tsx';
import { CustomGpsSettings } from './custom-gps-settings.tsx';
import { DebugLink } from '../home/debug-link.tsx';
import { DemoCarePlanSwitch } from './demo-care-plan-switch.tsx';
import { DemoVehicles } from './demo-vehicles.tsx';

/** The permission a user holds in demo mode (DEMO_MODE on the server). */

// Ours: the page needs a vehicle to hold its settings.
export const NO_VEHICLE_SETTINGS =
  'Settings belong to a vehicle, and there is none in your garage yet.';

type Update = (changes: Partial<UserSettings>) => void;

/** The settings that are on or off, so a switch can hold any of them. */
type OnOffSetting = {
  [Key in keyof UserSettings]: UserSettings[Key] extends boolean ? Key : never;
}[keyof UserSettings];

type OnOffSwitch = { setting: OnOffSetting; label: string; hint: string };

/** My Garage's switches, in the order they show; the health monitor choice follows them. */
const GARAGE_SWITCHES: readonly OnOffSwitch[] = [
  {
    setting: 'showConciergeMessages',
    label: 'Concierge messages',
    hint: "Show your dealership's messages in the concierge.",
  },
  {
    setting: 'hasTheftRecoveryDevice',
    label: 'Theft recovery device',
    hint: 'A theft recovery device is fitted to this vehicle.',
  },
  {
    setting: 'reverseConditionIndicators',
    label: 'Reverse condition indicators',
    hint: 'Progress bars fill from the other side.',
  },
  {
    setting: 'expandProfileActions',
    label: 'Expand vehicle actions',
    hint: 'Open the actions under your vehicle without a tap.',
  },
];

/**
 * Spec part 1 section 3's cashback demo switches: each shows the demo sample on the cashback
 * pages in place of that part of the owner's own, on this device (docs/decisions/0031).
 */
const CASHBACK_DEMO_SWITCHES: readonly OnOffSwitch[] = [
  {
    setting: 'demoLinkedCards',
    label: 'Demo linked cards',
    hint: 'Show three sample cards on the cashback pages: one current, one expiring, one expired.',
  },
  {
    setting: 'demoBankAccount',
    label: 'Demo bank account',
    hint: 'Show a sample bank account, masked as a saved one is.',
  },
  {
    setting: 'demoTransactions',
    label: 'Demo transactions',
    hint: 'Show sample purchases and their figures: $51.50 available, $80.16 lifetime.',
  },
];

const HEALTH_MONITOR_WARNING: OnOffSwitch = {
  setting: 'hasHealthMonitorWarning',
  label: 'Health monitor warning',
  hint: 'Pretend the health monitor has reported a fault.',
};

/**
 * /my-garage/settings: this vehicle's own settings, applied as they are toggled and kept on
 * this device (spec part 2 sections 2 and 3). A demo section follows in demo mode only.
 * Easy and Expert mode live in the avatar menu, so they are not repeated here.
 */
export function SettingsPage() {
  const { settings, update } = useUserSettings();
  const user = useSession()?.user;
  if (!settings) {
    return (
      <p className="rounded-2xl border border-border bg-surface p-5 text-base">
        {NO_VEHICLE_SETTINGS}
      </p>
    );
  }
  const isDemo = hasPermissions(user?.permissions ?? [], [DEMO_PERMISSION]);
  return (
    <div className="flex flex-col gap-6">
      <GarageSettings settings={settings} update={update} />
      {isDemo ? (
        <DemoSettings
          settings={settings}
          update={update}
          appVehicleId={user?.activeVehicle?.appVehicleId ?? null}
        />
      ) : null}
    </div>
  );
}

function GarageSettings({ settings, update }: { settings: UserSettings; update: Update }) {
  return (
    <SettingsSection id="garage-settings" title="My Garage">
      {GARAGE_SWITCHES.map((item) => (
        <SettingSwitch key={item.setting} item={item} settings={settings} update={update} />
      ))}
      <HealthMonitorChoice
        value={settings.healthMonitorEnabledState}
        onChange={(state) => update({ healthMonitorEnabledState: state })}
      />
    </SettingsSection>
  );
}

function DemoSettings({
  settings,
  update,
  appVehicleId,
}: {
  settings: UserSettings;
  update: Update;
  appVehicleId: string | null;
}) {
  return (
    <>
      <SettingsSection id="demo-settings" title="Demo" note="Shown in demo mode only.">
        <SettingSwitch item={HEALTH_MONITOR_WARNING} settings={settings} update={update} />
        <DemoCarePlanSwitch />
        {CASHBACK_DEMO_SWITCHES.map((item) => (
          <SettingSwitch key={item.setting} item={item} settings={settings} update={update} />
        ))}
        <CustomGpsSettings
          enabled={settings.enableCustomGpsCoordinates}
          coordinates={settings.customGpsCoordinates}
          update={update}
        />
      </SettingsSection>
      <SettingsSection
        id="demo-vehicles"
        title="Demo vehicles"
        note="Open the garage as another demo owner, as their dealership's app would."
      >
        <DemoVehicles currentAppVehicleId={appVehicleId} />
      </SettingsSection>
      <DebugLink />
    </>
  );
}

/** One on/off setting, applied as it is toggled. */
function SettingSwitch({
  item: { setting, label, hint },
  settings,
  update,
}: {
  item: OnOffSwitch;
  settings: UserSettings;
  update: Update;
}) {
  const toggle = (on: boolean) => {
    const change: Partial<Record<OnOffSetting, boolean>> = { [setting]: on };
    update(change);
  };
  return (
    <SwitchRow
      className="py-2"
      label={label}
      hint={hint}
      checked={settings[setting]}
      onCheckedChange={toggle}
    />
  );
}

function SettingsSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="px-1 text-lg font-semibold">
        {title}
      </h2>
      {note ? <p className="px-1 text-sm text-muted">{note}</p> : null}
      <div className="flex flex-col divide-y divide-border rounded-3xl border border-border bg-surface px-5 py-1">
        {children}
      </div>
    </section>
  );
}
