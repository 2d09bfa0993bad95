import { Link } from 'react-router';
import { paths } from '@/shared/routes.ts';
import type { UserSettings } from '@/shared/settings/user-settings.ts';
import { DemoSettingsSlot } from '@/shared/slots/feature-slots.tsx';
import { DebugLink } from '../home/debug-link.tsx';
import { CustomGpsSettings } from './custom-gps-settings.tsx';
import { DemoVehicles } from './demo-vehicles.tsx';
import {
  type OnOffSwitch,
  SettingsSection,
  SettingSwitch,
  type Update,
} from './settings-parts.tsx';

// Ours: why a debug user outside demo mode sees only part of the section.
export const DEMO_SWITCHES_NEED_DEMO_MODE =
  'The demo switches need demo mode, which this server is not running. Custom GPS coordinates and the Debug link work without it.';

/**
 * A scan no server holds: with the warning switch on, its trouble codes page shows the demo
 * codes (spec part 2 section 8), so the switch's effect is one tap away.
 */
export const DEMO_SCAN_EVENT_ID = '00000000-0000-4000-8000-000000000000';

const HEALTH_MONITOR_WARNING: OnOffSwitch = {
  setting: 'hasHealthMonitorWarning',
  label: 'Health monitor warning',
  hint: 'Pretend the health monitor has reported a fault: a scan the server cannot find shows the demo trouble codes.',
};

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

/** enableDealerMode: the spec leaves its meaning open; ours is in docs/spec-notes.md. */
const DEALER_MODE_ENTRY: OnOffSwitch = {
  setting: 'enableDealerMode',
  label: 'Dealer mode entry',
  hint: 'Add Dealer mode to the account menu: it signs you out and opens the staff sign-in.',
};

type Props = {
  settings: UserSettings;
  update: Update;
  appVehicleId: string | null;
  /** The user holds `demo`: the server runs in demo mode and serves the demo calls. */
  isDemo: boolean;
};

/**
 * Demo Settings (spec part 2 section 2): for users holding the debug or demo permission. The
 * switches that need demo mode (its calls, its samples) show only to holders of `demo`; a
 * debug user outside demo mode is told so, and keeps custom GPS and the Debug link.
 */
export function DemoSettings({ settings, update, appVehicleId, isDemo }: Props) {
  return (
    <>
      <SettingsSection
        id="demo-settings"
        title="Demo"
        note={isDemo ? 'Shown in demo mode only.' : 'Shown to debug users.'}
      >
        {isDemo ? (
          <>
            <div className="flex flex-col">
              <SettingSwitch item={HEALTH_MONITOR_WARNING} settings={settings} update={update} />
              {settings.hasHealthMonitorWarning ? (
                <Link
                  to={paths.scanErrorDetails.replace(':scanEventId', DEMO_SCAN_EVENT_ID)}
                  className="self-start pb-2 text-sm font-semibold text-accent underline underline-offset-4"
                >
                  Show the demo trouble codes
                </Link>
              ) : null}
            </div>
            {/* Other features' demo switches (the care plan's), placed by the app. */}
            <DemoSettingsSlot />
            {CASHBACK_DEMO_SWITCHES.map((item) => (
              <SettingSwitch key={item.setting} item={item} settings={settings} update={update} />
            ))}
            <SettingSwitch item={DEALER_MODE_ENTRY} settings={settings} update={update} />
          </>
        ) : (
          <p className="py-3 text-sm text-muted">{DEMO_SWITCHES_NEED_DEMO_MODE}</p>
        )}
        <CustomGpsSettings
          enabled={settings.enableCustomGpsCoordinates}
          coordinates={settings.customGpsCoordinates}
          update={update}
        />
      </SettingsSection>
      {isDemo ? (
        <SettingsSection
          id="demo-vehicles"
          title="Demo vehicles"
          note="Open the garage as another demo owner, as their dealership's app would."
        >
          <DemoVehicles currentAppVehicleId={appVehicleId} />
        </SettingsSection>
      ) : null}
      <DebugLink />
    </>
  );
}
