import type { QueryClient } from '@tanstack/react-query';
import { landingAfterLogin, type Landing } from '@ignite/domain/garage/landing';
import type { User } from '@ignite/domain/user';
import { paths } from '@/shared/routes.ts';
import { readUserSettings } from '@/shared/settings/user-settings.ts';
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
 * monitor come from the care plan, which the model carries from the care-plan release on;
 * until then neither applies.
 */
export async function landingPath(user: User, queryClient: QueryClient): Promise<string | null> {
  const vehicle = user.activeVehicle;
  let isOdometerUpdateRequired = false;
  let isProtectPending = false;
  let skipUntil: string | null = null;
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
    skipUntil = readUserSettings(vehicle.appVehicleId).skipUpdateOdometerReminderUntil;
  }
  const landing = landingAfterLogin(
    {
      isDealerMode: user.isDealerMode,
      isProtectPending,
      healthMonitorPromptApplies: false,
      isOdometerUpdateRequired,
      skipUpdateOdometerReminderUntil: skipUntil ? new Date(skipUntil) : null,
    },
    new Date(),
  );
  return landing ? landingPaths[landing] : null;
}
