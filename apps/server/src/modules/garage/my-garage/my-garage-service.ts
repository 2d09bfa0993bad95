// The garage's use cases. Each acts only on the caller's own vehicle: the owner is part of
// every read and every write's WHERE clause, so another user's id changes nothing.
import { and, isNull, lte, or } from 'drizzle-orm';
import {
  makeModelLockedMessage,
  type MyGarage,
  type OdometerUpdate,
  odometerBelowCurrentMessage,
  REGO_READ_ONLY_MESSAGE,
  type VehicleDetailsUpdate,
} from '@ignite/domain/garage/garage-api';
import { annualKilometresForUsage } from '@ignite/domain/garage/usage';
import type { VehicleCondition } from '@ignite/domain/vehicle';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { vehicles } from '../../../db/schema.ts';
import { badRequest, notFound } from '../../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../../core/messages.ts';
import { ownedVehicleWhere as owned, requireOwnedVehicle } from '../../../core/owned-vehicle.ts';
import { toVehicle } from '../vehicle/vehicle-view.ts';
import { toAppointment, toHistoryItem, toLocation, toServiceLogItem } from './garage-view.ts';
import { createGarageViewCache } from './garage-view-cache.ts';
import { prepareMyGarageQuery, prepareMyGarageStampQuery } from './my-garage-query.ts';
import { toServiceSchedule } from '../schedule/schedule-view.ts';
import { loadVehicleCondition, vehicleConditionOf } from '../conditions/vehicle-condition.ts';

/**
 * How long a computed My Garage answer may be served for unchanged rows: states also move with
 * the clock, so an answer can lag a passing date by at most this long. Writes show at once.
 */
export const MY_GARAGE_MAX_AGE_MS = 30_000;
/** About 15 KB each: at most some 15 MB per instance. */
const MY_GARAGE_CACHED_ANSWERS = 1_000;

export function createGarageService(db: Database, clock: Clock) {
  const readMyGarage = prepareMyGarageQuery(db);
  const readMyGarageStamp = prepareMyGarageStampQuery(db);
  const answers = createGarageViewCache({
    maxEntries: MY_GARAGE_CACHED_ANSWERS,
    maxAgeMs: MY_GARAGE_MAX_AGE_MS,
  });

  async function computeMyGarage(userId: string, vehicleId: string, now: Date) {
    const found = await readMyGarage(userId, vehicleId);
    if (!found) throw notFound(VEHICLE_NOT_FOUND);
    const { vehicle, schedule } = found;
    const nextIntervalId = schedule?.nextIntervalId ?? null;
    const condition = vehicleConditionOf(vehicle, found.conditionFacts, nextIntervalId, now);
    const location = (kind: 'service' | 'dealer') =>
      toLocation(found.locationRows.find((l) => l.kind === kind));
    const model: MyGarage = {
      vehicle: toVehicle(vehicle, found.appName, now, condition),
      carePlan: null,
      appointments: found.appointmentRows.map((a) => toAppointment(a, now)),
      serviceLog: found.serviceLogRows.map(toServiceLogItem),
      history: found.historyRows.map(toHistoryItem),
      serviceLocation: location('service'),
      dealerLocation: location('dealer'),
      serviceSchedule: schedule === null ? null : toServiceSchedule(schedule),
    };
    return { model, stamp: found.stamp };
  }

  return {
    /**
     * The caller's My Garage answer as the route writes it (`serialize`), served from the cache
     * while its garage stamps match and it is younger than MY_GARAGE_MAX_AGE_MS: then it costs
     * one indexed read. Not the caller's vehicle -> 404, whatever is cached.
     */
    async myGarageAnswer(
      userId: string,
      vehicleId: string,
      serialize: (model: MyGarage) => Buffer,
    ): Promise<Buffer> {
      const now = clock();
      const stamp = await readMyGarageStamp(userId, vehicleId);
      if (stamp === null) throw notFound(VEHICLE_NOT_FOUND);
      const key = `${userId}/${vehicleId}`;
      const cached = answers.get(key, stamp, now);
      if (cached !== undefined) return cached;
      // A write between the two reads only means the answer is newer than `stamp`: it is
      // cached under the stamp read with its own rows.
      const computed = await computeMyGarage(userId, vehicleId, now);
      const body = serialize(computed.model);
      answers.set(key, computed.stamp, now, body);
      return body;
    },

    /** Set odometer: never below the current reading, checked in the UPDATE itself. */
    async setOdometer(userId: string, { vehicleId, odometer }: OdometerUpdate): Promise<true> {
      const updated = await db
        .update(vehicles)
        .set({ odometer, dateLastSetOdometer: clock() })
        .where(
          and(
            owned(userId, vehicleId),
            or(isNull(vehicles.odometer), lte(vehicles.odometer, odometer)),
          ),
        )
        .returning({ id: vehicles.id });
      if (updated.length === 1) return true;
      const { vehicle } = await requireOwnedVehicle(db, userId, vehicleId);
      throw badRequest(odometerBelowCurrentMessage(vehicle.odometer ?? 0));
    },

    /** Vehicle details: rego is read-only; make and model only while still unknown. */
    async updateDetails(userId: string, details: VehicleDetailsUpdate): Promise<VehicleCondition> {
      const { vehicleId, rego, make, model, nickname, regoState, odometer, vehicleUsage } = details;
      const { vehicle } = await requireOwnedVehicle(db, userId, vehicleId);
      const same = (a: string | null, b: string) => a?.toUpperCase() === b.trim().toUpperCase();
      if (rego !== undefined && !same(vehicle.rego, rego)) throw badRequest(REGO_READ_ONLY_MESSAGE);
      if (make !== undefined && vehicle.make !== null && !same(vehicle.make, make)) {
        throw badRequest(makeModelLockedMessage('make'));
      }
      if (model !== undefined && vehicle.model !== null && !same(vehicle.model, model)) {
        throw badRequest(makeModelLockedMessage('model'));
      }
      const now = clock();
      // The details form may correct a mistaken reading downwards (its minimum is 0, unlike
      // set-odometer's), and a reading entered here is as fresh as one from set-odometer.
      const [row] = await db
        .update(vehicles)
        .set({
          ...(vehicle.make === null && make !== undefined ? { make } : {}),
          ...(vehicle.model === null && model !== undefined ? { model } : {}),
          ...(nickname !== undefined ? { nickname } : {}),
          ...(regoState !== undefined ? { regoState } : {}),
          ...(odometer !== undefined ? { odometer, dateLastSetOdometer: now } : {}),
          ...(vehicleUsage !== undefined
            ? { vehicleUsage, estimatedAnnualKilometers: annualKilometresForUsage(vehicleUsage) }
            : {}),
        })
        .where(owned(userId, vehicleId))
        .returning();
      if (!row) throw notFound(VEHICLE_NOT_FOUND);
      return loadVehicleCondition(db, row, now);
    },

    /**
     * Reset vehicle. The spec names the call and its confirmation only. Our reading: undo what
     * the owner entered about the car in the details form, so the garage asks for it again:
     * nickname, usage and annual km cleared, and the odometer marked as needing a new reading
     * (dateLastSetOdometer cleared; the reading itself stays, as set-odometer's minimum).
     * Make, model and rego come from the dealership and stay; conditions, reminders, the
     * service schedule, appointments, the log and history are records, not details, and stay.
     */
    async resetVehicle(userId: string, vehicleId: string): Promise<true> {
      const updated = await db
        .update(vehicles)
        .set({
          nickname: null,
          vehicleUsage: 0,
          estimatedAnnualKilometers: null,
          dateLastSetOdometer: null,
        })
        .where(owned(userId, vehicleId))
        .returning({ id: vehicles.id });
      if (updated.length === 0) throw notFound(VEHICLE_NOT_FOUND);
      return true;
    },
  };
}
export type GarageService = ReturnType<typeof createGarageService>;
