import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ServiceIntervalState } from '@ignite/domain/garage/enums';
import type { Database } from './client.ts';
import {
  appointments,
  conditionConfigurations,
  conditions,
  historyItems,
  locations,
  serviceIntervals,
  serviceLogItems,
  serviceSchedules,
} from './garage-schema.ts';
import { demoConditionConfigurations, demoLocations } from './seed-garage-data.ts';
import { demoGarages } from './seed-garage-personas.ts';
import type { GarageSeed, OrganisationKey } from './seed-garage-types.ts';

/** A seeded consumer with a vehicle, as seed.ts created them. */
export type SeededConsumer = {
  username: string;
  firstName: string;
  lastName: string;
  organisationConsumerId: string;
  vehicleId: string;
};

export type GarageSeedContext = {
  now: Date;
  organisationIds: ReadonlyMap<string, string>;
  appIds: ReadonlyMap<string, string>;
  consumers: readonly SeededConsumer[];
};

/**
 * Seeds the garage inside seed.ts's transaction: one multi-row insert per table (ids made
 * here, so no round trip waits for another), then each schedule's next interval, which
 * needs both rows to exist (the two tables reference each other).
 */
export async function seedGarage(tx: Database, context: GarageSeedContext): Promise<void> {
  const { now, organisationIds, appIds } = context;
  const organisationId = (key: OrganisationKey | null) =>
    key === null ? null : (organisationIds.get(key) ?? null);

  const configurationRows = Object.entries(demoConditionConfigurations).flatMap(([app, rows]) =>
    rows.map((row) => ({ ...row, appConfigurationId: appIds.get(app) ?? '' })),
  );
  const locationRows = Object.entries(demoLocations).flatMap(([org, rows]) =>
    rows.map((row) => ({ ...row, organisationId: organisationIds.get(org) ?? '' })),
  );

  const garages = demoGarages(now);
  const seeded = context.consumers.flatMap((consumer) => {
    const garage = garages[consumer.username];
    return garage ? [{ consumer, garage }] : [];
  });

  const conditionRows = seeded.flatMap(({ consumer, garage }) =>
    garage.conditions.map(({ recall, ...facts }) => ({
      ...facts,
      vehicleId: consumer.vehicleId,
      isRecallIssued: recall !== undefined,
      recallReference: recall?.reference,
      recallDescription: recall?.description,
    })),
  );
  const schedules = seeded.flatMap(({ consumer, garage }) =>
    garage.schedule ? [scheduleRows(consumer.vehicleId, garage.schedule)] : [],
  );
  const appointmentRows = seeded.flatMap(({ consumer, garage }) =>
    garage.appointments.map(({ organisation, ...appointment }) => ({
      ...appointment,
      vehicleId: consumer.vehicleId,
      organisationConsumerId: consumer.organisationConsumerId,
      organisationId: organisationId(organisation),
      firstName: consumer.firstName,
      lastName: consumer.lastName,
    })),
  );
  const serviceLogRows = seeded.flatMap(({ consumer, garage }) =>
    garage.serviceLog.map(({ organisation, ...item }) => ({
      ...item,
      vehicleId: consumer.vehicleId,
      locationOrganisationId: organisationId(organisation),
    })),
  );
  const historyRows = seeded.flatMap(({ consumer, garage }) =>
    garage.history.map((item) => ({ ...item, vehicleId: consumer.vehicleId })),
  );

  // Each list is non-empty in the demo data; the guards keep an edit that empties one from
  // failing the whole seed (drizzle refuses an insert of no rows).
  await tx.insert(conditionConfigurations).values(configurationRows);
  await tx.insert(locations).values(locationRows);
  if (conditionRows.length) await tx.insert(conditions).values(conditionRows);
  if (schedules.length) {
    await tx.insert(serviceSchedules).values(schedules.map((s) => s.schedule));
    await tx.insert(serviceIntervals).values(schedules.flatMap((s) => s.intervals));
  }
  for (const { schedule, nextIntervalId } of schedules) {
    if (nextIntervalId === null) continue;
    await tx
      .update(serviceSchedules)
      .set({ nextIntervalId })
      .where(eq(serviceSchedules.id, schedule.id));
  }
  if (appointmentRows.length) await tx.insert(appointments).values(appointmentRows);
  if (serviceLogRows.length) await tx.insert(serviceLogItems).values(serviceLogRows);
  if (historyRows.length) await tx.insert(historyItems).values(historyRows);
}

function scheduleRows(vehicleId: string, seed: NonNullable<GarageSeed['schedule']>) {
  const schedule = { id: randomUUID(), vehicleId };
  const intervals = Array.from({ length: seed.steps }, (_, index) => {
    const km = seed.stepKm * (index + 1);
    const done = seed.done.find((d) => d.km === km);
    return {
      id: randomUUID(),
      scheduleId: schedule.id,
      km,
      months: seed.stepMonths * (index + 1),
      state: done?.state ?? ServiceIntervalState.NotDone,
      dateCompleted: done?.dateCompleted ?? null,
    };
  });
  const nextIntervalId = intervals.find((i) => i.km === seed.nextKm)?.id ?? null;
  return { schedule, intervals, nextIntervalId };
}
