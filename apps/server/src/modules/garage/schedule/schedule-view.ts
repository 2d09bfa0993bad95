// A stored service schedule as the domain rules read it and as the API answers it: intervals
// in schedule order, isDone computed, the next interval whole (spec part 2 section 3).
import { ServiceIntervalState } from '@ignite/domain/garage/enums';
import {
  inScheduleOrder,
  isIntervalDone,
  type ServiceInterval,
} from '@ignite/domain/garage/service-intervals';
import type {
  ServiceIntervalView,
  ServiceSchedule,
} from '@ignite/domain/garage/service-schedule-schema';
import type { serviceIntervals } from '../../../db/garage-schema.ts';

type IntervalRow = typeof serviceIntervals.$inferSelect;

const STATES = new Set<number>(Object.values(ServiceIntervalState));

export function toServiceInterval(row: IntervalRow): ServiceInterval {
  return {
    serviceIntervalId: row.id,
    km: row.km,
    months: row.months,
    // An unknown state (a newer DMS) is not a done the owner could be held to.
    state: STATES.has(row.state)
      ? (row.state as ServiceIntervalState)
      : ServiceIntervalState.NotDone,
    dateCompleted: row.dateCompleted,
  };
}

function toIntervalView(interval: ServiceInterval): ServiceIntervalView {
  return {
    serviceIntervalId: interval.serviceIntervalId,
    km: interval.km,
    months: interval.months,
    state: interval.state,
    dateCompleted: interval.dateCompleted?.toISOString() ?? null,
    isDone: isIntervalDone(interval),
  };
}

export type StoredSchedule = {
  serviceScheduleId: string;
  nextIntervalId: string | null;
  intervals: ServiceInterval[];
};

export function toServiceSchedule(schedule: StoredSchedule): ServiceSchedule {
  const intervals = inScheduleOrder(schedule.intervals).map(toIntervalView);
  return {
    serviceScheduleId: schedule.serviceScheduleId,
    intervals,
    nextInterval: intervals.find((i) => i.serviceIntervalId === schedule.nextIntervalId) ?? null,
  };
}
