import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../crypto/passwords.ts';
import type { Database } from './client.ts';
import type { Secrets } from '../config/secrets.ts';
import { seedCarePlans } from './seed-care-plan.ts';
import { seedCashback } from './seed-cashback.ts';
import { seedDealerStock } from './seed-dealer-stock.ts';
import { seedHealthMonitors } from './seed-health-monitor.ts';
import { DEMO_PASSWORD, demoApps, demoOrganisations, demoPersonas } from './seed-data.ts';
import { type SeededConsumer, seedGarage } from './seed-garage.ts';
import { seedMarketplace } from './seed-marketplace.ts';
import { appConfigurations, organisations, roles, users, vehicles } from './schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo world into an empty database; does nothing when users already exist. The
 * bank details key seals the demo owner's bank account.
 */
export async function seedDemoData(
  db: Database,
  secrets: Pick<Secrets, 'bankDetailsKey'>,
  now = new Date(),
): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((existing?.count ?? 0) > 0) return false;
  const passwordHashes = await Promise.all(demoPersonas.map(() => hashPassword(DEMO_PASSWORD)));

  await db.transaction(async (tx) => {
    const orgIds = new Map<string, string>();
    for (const [key, org] of Object.entries(demoOrganisations)) {
      const [row] = await tx.insert(organisations).values(org).returning({ id: organisations.id });
      if (row) orgIds.set(key, row.id);
    }
    const appIds = new Map<string, string>();
    for (const [key, app] of Object.entries(demoApps)) {
      const [row] = await tx
        .insert(appConfigurations)
        .values({
          organisationId: app.organisation ? orgIds.get(app.organisation) : null,
          name: app.name,
          brandName: app.brandName,
          theme: app.theme,
          isDarkMode: app.isDarkMode,
          isGeneric: app.isGeneric,
          launchSecret: randomBytes(32).toString('base64url'),
          isCarePlanEnabled: app.carePlan,
          isRewardsEnabled: app.carePlan,
          isProtectEnabled: app.carePlan,
          isRoadsideEnabled: app.carePlan,
          isHealthMonitorEnabled: app.carePlan,
          isTheftRecoveryEnabled: app.carePlan,
          isConciergeEnabled: app.carePlan,
          originatorCode: app.originatorCode,
          timeZone: app.timeZone,
        })
        .returning({ id: appConfigurations.id });
      if (row) appIds.set(key, row.id);
    }

    const consumers: SeededConsumer[] = [];
    for (const [index, persona] of demoPersonas.entries()) {
      const app = demoApps[persona.app];
      const isConsumer = persona.kind === 'consumer';
      const organisationConsumerId = isConsumer ? randomUUID() : null;
      const [user] = await tx
        .insert(users)
        .values({
          username: persona.username,
          passwordHash: passwordHashes[index] ?? '',
          kind: persona.kind,
          firstName: persona.firstName,
          lastName: persona.lastName,
          email: persona.username,
          organisationId: app.organisation ? orgIds.get(app.organisation) : null,
          appConfigurationId: appIds.get(persona.app),
          organisationConsumerId,
          appConsumerId: isConsumer ? randomUUID() : null,
          isDealerMode: persona.isDealerMode ?? false,
        })
        .returning({ id: users.id });
      if (!user) continue;

      for (const appKey of persona.dealerAppRoles ?? []) {
        await tx.insert(roles).values({
          userId: user.id,
          name: `Dealer staff - ${demoApps[appKey].name}`,
          userContextId: `ctx-${appKey}`,
          clientId: appIds.get(appKey) ?? '',
          clientName: demoApps[appKey].name,
          roleType: 'DealerStaff',
          appIds: [appIds.get(appKey) ?? ''],
          permissions: ['dealer-mode'],
        });
      }

      const v = persona.vehicle;
      if (!v) continue;
      const [vehicle] = await tx
        .insert(vehicles)
        .values({
          ownerId: user.id,
          appConfigurationId: appIds.get(persona.app) ?? '',
          dealNumber: `D${String(240_100 + index)}`,
          make: v.make,
          model: v.model,
          year: v.year,
          rego: v.rego,
          regoState: v.regoState,
          nickname: v.nickname,
          odometer: v.odometer,
          dateLastSetOdometer:
            v.odometerDaysAgo === null
              ? null
              : new Date(now.getTime() - v.odometerDaysAgo * DAY_MS),
          vehicleUsage: v.vehicleUsage,
          estimatedAnnualKilometers: v.estimatedAnnualKilometers ?? null,
          rating: v.rating ?? null,
          isInPma: v.isInPma ?? false,
          latitude: v.latitude,
          longitude: v.longitude,
          isShared: v.isShared ?? false,
          isCarePlanEnabled: app.carePlan,
          requiresWelcomeFlow: v.requiresWelcomeFlow ?? false,
          verified: !(v.requiresWelcomeFlow ?? false),
          // Every persona's car was handed over by its dealership (dealer mode's activation).
          activatedAt: now,
          marketingPreference: 3,
        })
        .returning({ id: vehicles.id });
      if (vehicle && organisationConsumerId) {
        consumers.push({
          username: persona.username,
          firstName: persona.firstName,
          lastName: persona.lastName,
          organisationConsumerId,
          vehicleId: vehicle.id,
        });
      }
      if (vehicle) {
        await tx
          .update(users)
          .set({ activeVehicleId: vehicle.id })
          .where(sql`${users.id} = ${user.id}`);
      }
    }
    await seedGarage(tx, { now, organisationIds: orgIds, appIds, consumers });
    await seedCarePlans(tx, { now, consumers });
    await seedHealthMonitors(tx, { now, consumers });
    await seedMarketplace(tx, { now, organisationIds: orgIds, appIds });
    await seedCashback(tx, { now, bankDetailsKey: secrets.bankDetailsKey });
    await seedDealerStock(tx, { now, appIds });
  });
  return true;
}
