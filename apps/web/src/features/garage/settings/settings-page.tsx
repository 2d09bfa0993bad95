import { DEBUG_PERMISSIONS, DEMO_PERMISSION } from '@ignite/domain/permissions';
import { Link } from 'react-router';
import { hasPermissions } from '@/shared/permissions/has-permissions.ts';
import { paths } from '@/shared/routes.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { DemoSettings } from './demo-settings.tsx';
import { GarageSettings } from './garage-settings.tsx';

// Ours: the page needs a vehicle to hold its settings.
export const NO_VEHICLE_SETTINGS =
  'Settings belong to a vehicle, and there is none in your garage yet.';

/**
 * /my-garage/settings: this vehicle's own settings, applied as they are toggled and kept on
 * this device (spec part 2 sections 2 and 3). Demo Settings follow for users holding the
 * debug or demo permission (spec part 2 section 2; in demo mode every customer holds demo).
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
  const permissions = user?.permissions ?? [];
  return (
    <div className="flex flex-col gap-6">
      <RemindersLink />
      <GarageSettings settings={settings} update={update} />
      {hasPermissions(permissions, DEBUG_PERMISSIONS) ? (
        <DemoSettings
          settings={settings}
          update={update}
          appVehicleId={user?.activeVehicle?.appVehicleId ?? null}
          isDemo={hasPermissions(permissions, [DEMO_PERMISSION])}
        />
      ) : null}
    </div>
  );
}

/** Ours (decision 0039): the owner's reminders have a page of their own, with the calendar feed. */
function RemindersLink() {
  return (
    <Link
      to={paths.notificationSettings}
      className="flex flex-col gap-1 rounded-3xl border border-border bg-surface px-5 py-4 hover:border-accent focus-visible:border-accent"
    >
      <span className="text-lg font-semibold">Reminders</span>
      <span className="text-sm text-muted">
        Email and push reminders, quiet hours and a calendar feed
      </span>
    </Link>
  );
}
