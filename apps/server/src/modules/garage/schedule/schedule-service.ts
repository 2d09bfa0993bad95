// The service-schedule calls of spec part 2 section 7, and mark done on the service condition.
// The rules are the domain's (service-intervals.ts, service-condition.ts); here they are
// applied to the caller's own schedule in one transaction, the schedule row locked. Where the
// service condition changes too, it is locked before the schedule, in every call, so two
// calls can never wait on each other.
import {
  CONDITION_MESSAGES,
  type SetActiveServiceInterval,
  type SetServiceIntervalState,
  type UpdateServiceSchedule,
} from '@ignite/domain/garage/condition-api';
import { serviceDoneDescription } from '@ignite/domain/garage/condition-history';
import { ConditionType } from '@ignite/domain/garage/enums';
import { activeIntervalFacts, markServiceDone } from '@ignite/domain/garage/service-condition';
import {
  chooseNextInterval,
  type IntervalChange,
  setIntervalStateByUser,
} from '@ignite/domain/garage/service-intervals';
import type { ServiceSchedule } from '@ignite/domain/garage/service-schedule-schema';
import type { Clock } from '../../../core/clock.ts';
import { badRequest, notFound } from '../../../core/http-errors.ts';
import type { VehicleRow } from '../../../core/owned-vehicle.ts';
import type { Database } from '../../../db/client.ts';
import { GARAGE_UTC_OFFSET_MINUTES as ZONE } from '../conditions/condition-view.ts';
import { createGarageRepositories, type GarageRepositories } from '../repositories.ts';
import type { ScheduleRepository } from './schedule-repository.ts';
import { toServiceSchedule } from './schedule-view.ts';

/** A refused rule: a dealer-marked interval is a bad request, an unknown one not found. */
function refusal(change: Extract<IntervalChange, { ok: false }>) {
  return change.error === 'dealer-marked' ? badRequest(change.message) : notFound(change.message);
}

async function ownedSchedule(
  schedules: ScheduleRepository,
  userId: string,
  vehicleId: string,
  id?: string,
) {
  const schedule = await schedules.lockOwnedSchedule(userId, vehicleId, id);
  if (!schedule) throw notFound(CONDITION_MESSAGES.scheduleNotFound);
  return schedule;
}

/**
 * Mark done on the caller's service condition (already locked): the schedule moves on and the
 * condition's facts follow it. Answers the history item's description.
 */
export async function markServiceConditionDone(
  tx: GarageRepositories,
  userId: string,
  vehicle: VehicleRow,
  conditionId: string,
  now: Date,
): Promise<string> {
  const schedule = await ownedSchedule(tx.schedules, userId, vehicle.id);
  const done = markServiceDone(
    schedule.intervals,
    schedule.nextIntervalId,
    vehicle.odometer,
    now,
    ZONE,
  );
  const current = schedule.intervals.find((i) => i.serviceIntervalId === schedule.nextIntervalId);
  if (!done || !current) throw badRequest(CONDITION_MESSAGES.noInterval);
  await tx.schedules.saveSchedule(schedule, {
    intervals: done.intervals,
    nextIntervalId: done.nextInterval?.serviceIntervalId ?? null,
  });
  await tx.conditions.updateCondition(conditionId, done.condition);
  return serviceDoneDescription(current.km);
}

type IntervalStateRequest = Omit<SetServiceIntervalState, 'serviceScheduleId'> & {
  serviceScheduleId?: string;
};

/** The schedule calls' dependencies: the database, to open their transactions on. */
type Deps = { db: Database; clock: Clock };

export type ScheduleService = ReturnType<typeof createScheduleService>;

export function createScheduleService({ db, clock }: Deps) {
  /** Runs `work` in a transaction, with the garage's repositories over it. */
  const inTransaction = <T>(work: (tx: GarageRepositories) => Promise<T>): Promise<T> =>
    db.transaction((transaction) => work(createGarageRepositories(transaction)));

  return {
    /**
     * The owner picks the next service. Earlier choices reset the later done intervals, never a
     * dealer-marked one; the service condition's next km moves to the chosen interval's, so
     * its tile agrees with the schedule.
     */
    updateServiceSchedule(userId: string, request: UpdateServiceSchedule) {
      const { vehicleId, serviceScheduleId, nextInterval } = request;
      return inTransaction(async (tx): Promise<ServiceSchedule> => {
        const serviceCondition = await tx.conditions.lockServiceCondition(userId, vehicleId);
        const schedule = await ownedSchedule(tx.schedules, userId, vehicleId, serviceScheduleId);
        const change = chooseNextInterval(schedule.intervals, nextInterval.serviceIntervalId);
        if (!change.ok) throw refusal(change);
        const saved = await tx.schedules.saveSchedule(schedule, {
          intervals: change.intervals,
          nextIntervalId: change.nextInterval.serviceIntervalId,
        });
        if (serviceCondition) {
          await tx.conditions.updateCondition(serviceCondition.id, {
            nextOdometer: change.nextInterval.km,
          });
        }
        return toServiceSchedule(saved);
      });
    },

    /**
     * An earlier interval's done checkbox. Two calls reach it (update-service-interval names the
     * vehicle only, set-service-interval-state the schedule too); this is the one rule.
     */
    setIntervalState(userId: string, request: IntervalStateRequest) {
      const { vehicleId, serviceScheduleId, serviceIntervalId, state } = request;
      return inTransaction(async (tx): Promise<ServiceSchedule> => {
        const schedule = await ownedSchedule(tx.schedules, userId, vehicleId, serviceScheduleId);
        const change = setIntervalStateByUser(
          schedule.intervals,
          serviceIntervalId,
          state,
          clock(),
        );
        if (!change.ok) throw refusal(change);
        const saved = await tx.schedules.saveSchedule(schedule, {
          intervals: change.intervals,
          nextIntervalId: schedule.nextIntervalId,
        });
        return toServiceSchedule(saved);
      });
    },

    /**
     * "My last service was at lastOdometer km, lastMonths months ago, and the next due is this
     * interval": the interval becomes the next one and the service condition's facts follow.
     */
    setActiveServiceInterval(userId: string, request: SetActiveServiceInterval) {
      const { vehicleId, conditionId, serviceIntervalId, lastOdometer, lastMonths } = request;
      const now = clock();
      return inTransaction(async (tx): Promise<ServiceSchedule> => {
        const found = await tx.conditions.lockOwnedCondition(userId, vehicleId, conditionId);
        if (!found) throw notFound(CONDITION_MESSAGES.conditionNotFound);
        if (found.condition.type !== ConditionType.Service) {
          throw badRequest(CONDITION_MESSAGES.notServiceCondition);
        }
        const schedule = await ownedSchedule(tx.schedules, userId, vehicleId);
        const change = chooseNextInterval(schedule.intervals, serviceIntervalId);
        if (!change.ok) throw refusal(change);
        const saved = await tx.schedules.saveSchedule(schedule, {
          intervals: change.intervals,
          nextIntervalId: change.nextInterval.serviceIntervalId,
        });
        const facts = activeIntervalFacts(
          change.intervals,
          change.nextInterval,
          { lastOdometer, lastMonths },
          now,
          ZONE,
        );
        await tx.conditions.updateCondition(conditionId, facts);
        return toServiceSchedule(saved);
      });
    },
  };
}
