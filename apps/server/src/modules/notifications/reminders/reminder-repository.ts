// What the reminder job reads and writes: every claimed vehicle with its owner, the owner's
// settings and whether they have a browser to push to, and the dealership's name, colours and
// zone; and each reminder queued in the outbox.
import { and, eq, exists, gt, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { notificationSettings, pushSubscriptions } from '../../../db/notifications-schema.ts';
import { appConfigurations, organisations, users, vehicles } from '../../../db/schema.ts';
import { enqueueMessage } from '../../outbox/index.ts';

export function createReminderRepository(db: Database) {
  return {
    /**
     * The vehicles owners have claimed (not stock, not waiting for the welcome flow), a page at
     * a time in the order of their ids: up to `limit` after the vehicle `after` (from the
     * first without one), so the daily job never holds every vehicle at once.
     */
    async ownedVehicles(after: string | null, limit: number) {
      return db
        .select({
          vehicleId: vehicles.id,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          make: vehicles.make,
          model: vehicles.model,
          rego: vehicles.rego,
          nickname: vehicles.nickname,
          brandName: appConfigurations.brandName,
          theme: appConfigurations.theme,
          timeZone: appConfigurations.timeZone,
          dealershipName: organisations.name,
          settings: notificationSettings,
          hasPushSubscription: exists(
            db
              .select({ one: sql`1` })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, users.id)),
          ).mapWith(Boolean),
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(
          and(
            isNotNull(vehicles.ownerId),
            eq(users.kind, 'consumer'),
            eq(vehicles.requiresWelcomeFlow, false),
            after === null ? undefined : gt(vehicles.id, after),
          ),
        )
        .orderBy(vehicles.id)
        .limit(limit);
    },

    /** Queues a reminder in the outbox; false when one under its key is there already. */
    queue: (message: Parameters<typeof enqueueMessage>[1]) => enqueueMessage(db, message),
  };
}

export type ReminderRepository = ReturnType<typeof createReminderRepository>;
export type OwnedVehicle = Awaited<ReturnType<ReminderRepository['ownedVehicles']>>[number];
