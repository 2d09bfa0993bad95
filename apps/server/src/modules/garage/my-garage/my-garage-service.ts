// My Garage: the whole view model of the caller's own vehicle in one answer, served from a
// per-instance cache while the garage's stamps match (garage-view-cache.ts, decision 0012).
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import type { Clock } from '../../../core/clock.ts';
import { notFound } from '../../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../../core/messages.ts';
import { toCarePlan } from '../../care-plan/index.ts';
import { vehicleConditionOf } from '../conditions/vehicle-condition.ts';
import { toServiceSchedule } from '../schedule/schedule-view.ts';
import { toVehicle } from '../vehicle/vehicle-view.ts';
import { createGarageViewCache } from './garage-view-cache.ts';
import { toAppointment, toHistoryItem, toLocation, toServiceLogItem } from './garage-view.ts';
import type { MyGarageRepository } from './my-garage-repository.ts';

/**
 * How long a computed My Garage answer may be served for unchanged rows: states also move with
 * the clock, so an answer can lag a passing date by at most this long. Writes show at once.
 */
export const MY_GARAGE_MAX_AGE_MS = 30_000;
/** About 15 KB each: at most some 15 MB per instance. */
const MY_GARAGE_CACHED_ANSWERS = 1_000;

type Deps = { repository: MyGarageRepository; clock: Clock };

export type MyGarageService = ReturnType<typeof createMyGarageService>;

export function createMyGarageService({ repository, clock }: Deps) {
  const { readMyGarage, readStamp } = repository;
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
      carePlan: toCarePlan(found.carePlanRows, now),
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
     * The vehicle's computed My Garage model, fresh from its rows (not cached): what other
     * modules read a vehicle's due dates, bookings and service log from. Not the user's -> 404.
     */
    async model(userId: string, vehicleId: string): Promise<MyGarage> {
      return (await computeMyGarage(userId, vehicleId, clock())).model;
    },

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
      const stamp = await readStamp(userId, vehicleId);
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
  };
}
