/**
 * owner@demo.ignite's garage: a 2022 RAV4 Hybrid at 57,300 km, 15,000 km a year, bought from
 * Harbour City Motors. Its facts are chosen so that, at the seed's `now`, the conditions show
 * every state (packages/domain/src/garage: the worse of the odometer and date sides wins;
 * the score is the remaining fraction of the cycle, next - last; an alert makes it Critical).
 */
import {
  AppointmentState as S,
  AppointmentType,
  ConditionType,
  PickupAndDeliveryState,
  ServiceIntervalState,
} from '@ignite/domain/garage/enums';
import { firstOpenDayAt } from '@ignite/domain/booking/booking-slots';
import { demoApps } from './seed-data.ts';
import { addMonths, aestAt, daysFrom, type GarageSeed } from './seed-garage-types.ts';

/** Keep in step with the owner's odometer in seed-data.ts; the km below are chosen around it. */
export const OWNER_ODOMETER = 57_300;

export function ownerGarage(now: Date): GarageSeed {
  // Every date hangs off the next service date, so the history, the schedule and the
  // conditions agree: bought 48 months before the 60,000 km / 48-month service falls due.
  const nextServiceDate = aestAt(now, 69, 12);
  const purchased = addMonths(nextServiceDate, -48);
  const service = (months: number) => addMonths(purchased, months);
  const regoDue = aestAt(now, 140, 12);
  const tyresDone = daysFrom(now, -120);
  const brakesDone = addMonths(purchased, 14);
  const washDone = daysFrom(now, -3);

  return {
    conditions: [
      // Recall -> Critical ("Recall issued"): a recall is an alert, whatever the schedule.
      {
        type: ConditionType.Recall,
        recall: {
          reference: 'PRA 2026/21054',
          description:
            'The rear centre seatbelt buckle may not latch securely. Your dealer will inspect ' +
            'and, if needed, replace it free of charge.',
        },
      },
      // Rego -> UpToDate: date-configured, valid next date 140 days away of a 12-month cycle
      // (score about 0.38, well above the 0.2 due threshold).
      {
        type: ConditionType.Rego,
        lastDate: addMonths(regoDue, -12),
        nextDate: regoDue,
        intervalMonths: 12,
      },
      // Service -> Due: 2,700 km of the 15,000 km cycle left (0.18) and 69 of about 365 days
      // (0.19): above 0 and below 0.2 on both sides, and above 0.1 so not shown critical. The
      // schedule's next interval (60,000 km) exists, so it is not forced to Incomplete.
      {
        type: ConditionType.Service,
        lastOdometer: 45_000,
        nextOdometer: 60_000,
        lastDate: service(36),
        nextDate: nextServiceDate,
        intervalKm: 15_000,
        intervalMonths: 12,
        averagePriceCents: 42_000,
      },
      // Tyres -> UpToDate: replaced 120 days ago at 52,000 km; 34,700 of 40,000 km (0.87) and
      // 32 of 36 months (0.89) left.
      {
        type: ConditionType.Tyres,
        lastOdometer: 52_000,
        nextOdometer: 92_000,
        lastDate: tyresDone,
        nextDate: addMonths(tyresDone, 36),
        intervalKm: 40_000,
        intervalMonths: 36,
        averagePriceCents: 119_600,
      },
      // Brakes -> Overdue: the next odometer (57,000) is at or below the current (57,300). The
      // date side still has 16 of 48 months left, and there is no alert, so not Critical.
      {
        type: ConditionType.Brakes,
        lastOdometer: 17_000,
        nextOdometer: 57_000,
        lastDate: brakesDone,
        nextDate: addMonths(brakesDone, 48),
        intervalKm: 40_000,
        intervalMonths: 48,
        averagePriceCents: 38_500,
      },
      // Battery -> Critical (score 0): the original battery, overdue far past on both sides
      // (45,010 km and 36 months after delivery), and the health monitor reports low voltage.
      {
        type: ConditionType.Battery,
        lastOdometer: 10,
        nextOdometer: 45_010,
        lastDate: purchased,
        nextDate: addMonths(purchased, 36),
        intervalKm: 45_000,
        intervalMonths: 36,
        value: '11.8 V',
        hasIssue: true,
        averagePriceCents: 32_900,
      },
      // Wiper blades -> Incomplete ("Not set", unconfigured): never set up, so no next
      // odometer and no next date; the tile offers Set Due Date.
      { type: ConditionType.WiperBlades },
      // Wash -> disabled by the owner (excluded from the health score). Its weekly facts (11
      // of 14 days left) would read UpToDate once switched back on.
      {
        type: ConditionType.Wash,
        isDisabled: true,
        lastDate: washDone,
        nextDate: daysFrom(washDone, 14),
        intervalWeeks: 2,
      },
    ],
    schedule: {
      stepKm: 15_000,
      stepMonths: 12,
      steps: 10,
      done: [
        // Done at the dealership and reported by its system: the owner cannot undo these.
        { km: 15_000, state: ServiceIntervalState.MarkedDoneFromDms, dateCompleted: service(12) },
        { km: 30_000, state: ServiceIntervalState.MarkedDoneFromDms, dateCompleted: service(24) },
        // Done at an independent workshop and ticked off by the owner.
        { km: 45_000, state: ServiceIntervalState.MarkedDoneByUser, dateCompleted: service(36) },
      ],
      nextKm: 60_000,
    },
    appointments: [
      // Booked: the open Service appointment (booked, in the future), with pickup accepted, at
      // 08:30 on the first day three weeks out that Harbour City Motors' workshop opens.
      {
        title: '60,000 km logbook service',
        appointmentType: AppointmentType.Service,
        appointmentState: S.Booked,
        pickupAndDeliveryState: PickupAndDeliveryState.Accepted,
        utcDateAppointment: firstOpenDayAt(now, 21, 8 * 60 + 30, demoApps.harbour.timeZone),
        utcDateCreated: daysFrom(now, -6),
        withName: 'Mark Delaney',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 0,
      },
      // Offered: the dealership offers to fix the recall; pickup offered, not yet answered.
      {
        title: 'Recall repair: rear centre seatbelt buckle',
        appointmentType: AppointmentType.RecallRepair,
        appointmentState: S.Offered,
        pickupAndDeliveryState: PickupAndDeliveryState.Offered,
        utcDateAppointment: firstOpenDayAt(now, 10, 10 * 60, demoApps.harbour.timeZone),
        utcDateCreated: daysFrom(now, -2),
        withName: 'Mark Delaney',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 0,
      },
      // Completed: the tyre replacement, paid in full.
      {
        title: 'Tyre replacement (4 x Bridgestone Alenza)',
        appointmentType: AppointmentType.TyreReplacement,
        appointmentState: S.Completed,
        pickupAndDeliveryState: PickupAndDeliveryState.NotOffered,
        utcDateAppointment: tyresDone,
        utcDateCreated: daysFrom(tyresDone, -8),
        withName: 'Aisha Rahman',
        organisation: 'harbour',
        paidCents: 119_600,
        owingCents: 0,
      },
      // Closed: booked, completed and then closed out in the dealership's system.
      {
        title: '30,000 km logbook service',
        appointmentType: AppointmentType.Service,
        appointmentState: S.Booked | S.Completed | S.Closed,
        pickupAndDeliveryState: PickupAndDeliveryState.Declined,
        utcDateAppointment: service(24),
        utcDateCreated: daysFrom(service(24), -14),
        withName: 'Mark Delaney',
        organisation: 'harbour',
        paidCents: 42_000,
        owingCents: 0,
      },
    ],
    serviceLog: [
      {
        title: '15,000 km logbook service',
        utcDateCreated: service(12),
        locationName: 'Harbour City Motors Service Department',
        organisation: 'harbour',
        purchaseAmountCents: 29_500,
        cashbackAmountCents: 1_475,
      },
      {
        title: '30,000 km logbook service',
        utcDateCreated: service(24),
        locationName: 'Harbour City Motors Service Department',
        organisation: 'harbour',
        purchaseAmountCents: 42_000,
        cashbackAmountCents: 2_100,
      },
      // Outside the programme: no organisation, no cashback.
      {
        title: '45,000 km service',
        utcDateCreated: service(36),
        locationName: 'Westmead Auto Care',
        organisation: null,
        purchaseAmountCents: 38_900,
        cashbackAmountCents: null,
      },
      {
        title: 'Tyre replacement (4 x Bridgestone Alenza)',
        utcDateCreated: tyresDone,
        locationName: 'Harbour City Motors Service Department',
        organisation: 'harbour',
        purchaseAmountCents: 119_600,
        cashbackAmountCents: 5_980,
      },
    ],
    history: [
      {
        type: 'Purchase',
        title: 'Purchased from Harbour City Motors',
        description: 'Toyota RAV4 Hybrid GXL delivered with 10 km.',
        utcEventDate: purchased,
      },
      {
        type: 'Service',
        title: '15,000 km service completed',
        description: 'Harbour City Motors Service Department',
        utcEventDate: service(12),
      },
      {
        type: 'Brakes',
        title: 'Front brake pads replaced',
        description: 'At 17,000 km after a pad-wear warning.',
        utcEventDate: brakesDone,
      },
      {
        type: 'Service',
        title: '30,000 km service completed',
        description: 'Harbour City Motors Service Department',
        utcEventDate: service(24),
      },
      {
        type: 'Service',
        title: '45,000 km service marked done',
        description: 'Westmead Auto Care',
        utcEventDate: service(36),
      },
      {
        type: 'Tyres',
        title: 'Tyres replaced',
        description: '4 x Bridgestone Alenza 225/60R18 at 52,000 km.',
        utcEventDate: tyresDone,
      },
      {
        type: 'Recall',
        title: 'Recall notice issued',
        description: 'PRA 2026/21054: rear centre seatbelt buckle.',
        utcEventDate: daysFrom(now, -18),
      },
      {
        type: 'Odometer',
        title: 'Odometer updated',
        description: '57,300 km',
        utcEventDate: daysFrom(now, -9),
      },
    ],
  };
}
