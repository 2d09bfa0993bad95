// The care plan a dealership gives a vehicle that joins its app: its rewards programme, its
// concierge and the equipment the dealership fitted. Given when an owner makes the dealership
// their home (change-app), and when its staff activate a vehicle (dealer mode).
import { eq } from 'drizzle-orm';
import { EquipmentStatus, ProductStatus } from '@ignite/domain/garage/enums';
import { PRODUCT } from '@ignite/domain/product';
import type { Database } from '../../db/client.ts';
import { carePlanProducts, carePlans } from '../../db/care-plan-schema.ts';
import { appConfigurations, organisations } from '../../db/schema.ts';

type Options = {
  vehicleId: string;
  appConfigurationId: string;
  now: Date;
  /** When the owner finished the welcome flow; null while it is still to do. */
  welcomeFlowCompletedAt: Date | null;
  healthMonitorStatus?: EquipmentStatus;
};

/**
 * Gives the plan unless the vehicle has one (then nothing changes); true when it was given.
 * Runs in the caller's transaction.
 */
export async function giveDealershipCarePlan(tx: Database, options: Options): Promise<boolean> {
  const { vehicleId, now } = options;
  const [app] = await tx
    .select({
      name: appConfigurations.name,
      isConciergeEnabled: appConfigurations.isConciergeEnabled,
      isRewardsEnabled: appConfigurations.isRewardsEnabled,
      isHealthMonitorEnabled: appConfigurations.isHealthMonitorEnabled,
      phone: organisations.phone,
    })
    .from(appConfigurations)
    .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
    .where(eq(appConfigurations.id, options.appConfigurationId));
  if (!app) return false;
  const healthMonitorStatus = options.healthMonitorStatus ?? EquipmentStatus.NotInstalled;
  const created = await tx
    .insert(carePlans)
    .values({
      vehicleId,
      title: `${app.name} Care Plan`,
      rewardsAppTitle: `${app.name} Rewards`,
      remindersTitle: 'Service reminders',
      cashbackTitle: `${PRODUCT.name} Cashback`,
      conciergeTitle: `${app.name} Concierge`,
      conciergePhoneNumber: app.phone ?? null,
      isConciergeEnabled: app.isConciergeEnabled,
      isConciergeMessagesEnabled: app.isConciergeEnabled,
      isCashbackEnabled: true,
      isHealthMonitorEnabled:
        app.isHealthMonitorEnabled && healthMonitorStatus === EquipmentStatus.Installed,
      healthMonitorStatus,
      dateHealthMonitorInstalled: healthMonitorStatus === EquipmentStatus.Installed ? now : null,
      dateWelcomeFlowCompleted: options.welcomeFlowCompletedAt,
    })
    .onConflictDoNothing()
    .returning({ vehicleId: carePlans.vehicleId });
  if (created.length > 0 && app.isRewardsEnabled) {
    await tx.insert(carePlanProducts).values({
      vehicleId,
      kind: 'rewards',
      status: ProductStatus.Active,
      title: `${PRODUCT.name} Rewards`,
      provider: app.name,
      dateActiveFrom: now,
    });
  }
  return created.length > 0;
}
