/**
 * Shapes of the per-persona garage seed and the date arithmetic it is written in. Facts are
 * given relative to the seed's `now` so the demo shows the same states whenever it is seeded.
 */
import type { ConditionType, ServiceIntervalState } from '@ignite/domain/garage/enums';
import type { demoOrganisations } from './seed-data.ts';

export type OrganisationKey = keyof typeof demoOrganisations;

/** Stored facts only; the state each row is meant to show is written beside it. */
export type ConditionSeed = {
  type: ConditionType;
  isDisabled?: boolean;
  lastOdometer?: number;
  nextOdometer?: number;
  lastDate?: Date;
  nextDate?: Date;
  intervalKm?: number;
  intervalMonths?: number;
  intervalWeeks?: number;
  value?: string;
  averagePriceCents?: number;
  hasIssue?: boolean;
  recall?: { reference: string; description: string };
};

/** Equal steps (e.g. every 15,000 km / 12 months) up to `steps` intervals. */
export type ScheduleSeed = {
  stepKm: number;
  stepMonths: number;
  steps: number;
  done: { km: number; state: ServiceIntervalState; dateCompleted: Date }[];
  /** The interval shown as the next service; null leaves the schedule without one. */
  nextKm: number | null;
};

export type AppointmentSeed = {
  title: string;
  appointmentType: number;
  /** AppointmentState bit flags. */
  appointmentState: number;
  pickupAndDeliveryState: number;
  utcDateAppointment: Date;
  utcDateCreated: Date;
  withName: string;
  organisation: OrganisationKey;
  paidCents: number;
  owingCents: number;
};

export type ServiceLogSeed = {
  title: string;
  utcDateCreated: Date;
  locationName: string;
  organisation: OrganisationKey | null;
  purchaseAmountCents: number;
  cashbackAmountCents: number | null;
};

export type HistorySeed = { type: string; title: string; description: string; utcEventDate: Date };

export type GarageSeed = {
  conditions: ConditionSeed[];
  schedule: ScheduleSeed | null;
  appointments: AppointmentSeed[];
  serviceLog: ServiceLogSeed[];
  history: HistorySeed[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}

/** The same instant `months` calendar months later (or earlier), clamped to the month's end. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0));
  result.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return result;
}

/** A day `days` from now at a Sydney/Brisbane wall-clock hour (AEST, UTC+10). */
export function aestAt(now: Date, days: number, hour: number, minute = 0): Date {
  const day = daysFrom(now, days);
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour - 10, minute),
  );
}
