import type { QueryClient } from '@tanstack/react-query';
import { landingAfterLogin, type Landing } from '@ignite/domain/garage/landing';
import type { User } from '@ignite/domain/user';
import { paths } from '@/shared/routes.ts';
import { readUserSettings } from '@/shared/settings/user-settings.ts';
import { healthMonitorStateOf } from '@/entities/health-monitor/health-monitor-state.ts';
import { myGarageQuery } from '@/entities/vehicle/my-garage-query.ts';

const landingPaths: Record<Landing, string> = {
  'dealer-mode': paths.dealerMode,
  'acknowledge-protect': paths.acknowledgeProtect,
  'connect-health-monitor': paths.connectHealthMonitor,
  'set-odometer': paths.setOdometer,
};

/**
 * Spec part 2 section 2, the landing redirect order after login. The garage model it reads
 * is cached, so My Garage renders from it without asking again. PROTECT and the health
 * monitor come from the care plan the model carries; the monitor's prompt also reads the
 * owner's own settings (fitted or not, skipped until when).
 */
export async function landingPath(user: User, queryClient: QueryClient): Promise<string | null> {
  const vehicle = user.activeVehicle;
  let isOdometerUpdateRequired = false;
  let isProtectPending = false;
  let healthMonitorPromptApplies = false;
  let skipUntil: string | null = null;
  const now = new Date();
  if (!user.isDealerMode && vehicle && user.organisationConsumerId) {
    const garage = await queryClient
      .fetchQuery(
        myGarageQuery({
          organisationConsumerId: user.organisationConsumerId,
          vehicleId: vehicle.vehicleId,
        }),
      )
      // The garage page shows its own load failure; landing just stays there.
      .catch(() => null);
    isOdometerUpdateRequired = garage?.vehicle.isOdometerUpdateRequired ?? false;
    const protect = garage?.carePlan?.isEnabled ? garage.carePlan.igniteProtect : null;
    isProtectPending = protect?.isEnabled === true && protect.isPending;
    const settings = readUserSettings(vehicle.appVehicleId);
    skipUntil = settings.skipUpdateOdometerReminderUntil;
    healthMonitorPromptApplies = garage
      ? (healthMonitorStateOf(garage, settings, now)?.promptApplies ?? false)
      : false;
  }
  const landing = landingAfterLogin(
    {
      isDealerMode: user.isDealerMode,
      isProtectPending,
      healthMonitorPromptApplies,
      isOdometerUpdateRequired,
      skipUpdateOdometerReminderUntil: skipUntil ? new Date(skipUntil) : null,
    },
    now,
  );
  return landing ? landingPaths[landing] : null;
}
