import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@ignite/domain/garage/day';
import type { Database } from './client.ts';
import {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  roadsideAssistance,
  workOrderClaims,
  workOrderConfigurations,
} from './care-plan-schema.ts';
import { demoCarePlans } from './seed-care-plan-data.ts';
import type { SeededConsumer } from './seed-garage.ts';

/** Seeds the demo care plans inside seed.ts's transaction, one multi-row insert per table. */
export async function seedCarePlans(
  tx: Database,
  { now, consumers }: { now: Date; consumers: readonly SeededConsumer[] },
): Promise<void> {
  const plans = demoCarePlans(now);
  const seeded = consumers.flatMap((consumer) => {
    const plan = plans[consumer.username];
    return plan ? [{ vehicleId: consumer.vehicleId, plan }] : [];
  });
  if (seeded.length === 0) return;

  const workOrders = seeded.flatMap(({ vehicleId, plan }) =>
    plan.workOrders.map(({ claimedDaysAgo, ...configuration }) => ({
      row: { ...configuration, id: randomUUID(), vehicleId },
      claimedDaysAgo,
    })),
  );
  const claims = workOrders.flatMap(({ row, claimedDaysAgo }) =>
    claimedDaysAgo.map((days) => ({
      workOrderConfigurationId: row.id,
      title: row.title,
      dateClaimed: new Date(now.getTime() - days * DAY_MS),
    })),
  );
  const roadside = seeded.flatMap(({ vehicleId, plan }) =>
    plan.roadside ? [{ ...plan.roadside, vehicleId }] : [],
  );
  const messages = seeded.flatMap(({ vehicleId, plan }) =>
    plan.messages.map((message) => ({ ...message, vehicleId })),
  );

  await tx
    .insert(carePlans)
    .values(seeded.map(({ vehicleId, plan }) => ({ ...plan.plan, vehicleId })));
  await tx
    .insert(carePlanProducts)
    .values(
      seeded.flatMap(({ vehicleId, plan }) => plan.products.map((p) => ({ ...p, vehicleId }))),
    );
  if (roadside.length) await tx.insert(roadsideAssistance).values(roadside);
  if (workOrders.length)
    await tx.insert(workOrderConfigurations).values(workOrders.map((w) => w.row));
  if (claims.length) await tx.insert(workOrderClaims).values(claims);
  if (messages.length) await tx.insert(conciergeMessages).values(messages);
}
