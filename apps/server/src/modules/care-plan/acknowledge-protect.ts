// PROTECT's activation (spec part 2 sections 2 and 4): Pending becomes Active from today,
// expiring after the term, and the owner is emailed the agreement, all in one transaction,
// so a cover is never active without its email on the way, nor emailed without being active.
import { and, eq } from 'drizzle-orm';
import {
  PROTECT_MESSAGES,
  protectActivationDates,
  protectActivationRefusal,
} from '@ignite/domain/care-plan/protect';
import { ProductStatus } from '@ignite/domain/garage/enums';
import type { Clock } from '../../core/clock.ts';
import { HttpError, notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import { carePlanProducts } from '../../db/care-plan-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { activationEmail } from './activation-email.ts';

type Deps = { db: Database; clock: Clock; onMessageQueued: () => void };

export function createProtectActivation({ db, clock, onMessageQueued }: Deps) {
  return {
    async acknowledge(ownerId: string, vehicleId: string): Promise<true> {
      const now = clock();
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({
            vehicle: vehicles,
            owner: { firstName: users.firstName, email: users.email },
            app: { name: appConfigurations.name, timeZone: appConfigurations.timeZone },
          })
          .from(vehicles)
          .innerJoin(users, eq(users.id, vehicles.ownerId))
          .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
          .where(and(eq(vehicles.id, vehicleId), eq(vehicles.ownerId, ownerId)));
        if (!found) throw notFound(VEHICLE_NOT_FOUND);

        // Locked, so two activations at once take turns and the second finds it Active.
        const [cover] = await tx
          .select()
          .from(carePlanProducts)
          .where(
            and(eq(carePlanProducts.vehicleId, vehicleId), eq(carePlanProducts.kind, 'protect')),
          )
          .for('update');
        if (!cover) throw notFound(PROTECT_MESSAGES.noCover);
        const refusal = protectActivationRefusal(cover.status as ProductStatus);
        if (refusal) throw new HttpError(409, refusal);

        const dates = protectActivationDates(now, cover.termInMonths ?? 0, found.app.timeZone);
        await tx
          .update(carePlanProducts)
          .set({ status: ProductStatus.Active, ...dates })
          .where(eq(carePlanProducts.id, cover.id));
        await enqueueMessage(tx, {
          // One activation of one contract is one email, however often it is asked for.
          idempotencyKey: `protect-activated:${cover.id}:${dates.dateActiveFrom.toISOString()}`,
          channel: 'email',
          to: found.owner.email,
          ...activationEmail({
            firstName: found.owner.firstName,
            vehicle: found.vehicle,
            dealership: found.app.name,
            cover: { ...cover, ...dates },
            timeZone: found.app.timeZone,
          }),
          attachments: [
            { document: 'protect-agreement', vehicleId },
            { document: 'protect-terms', vehicleId },
          ],
        });
      });
      onMessageQueued();
      return true;
    },
  };
}
