/**
 * Every consumer persona's garage, keyed by username. Between them the personas show a
 * dealer-marked interval and an appointment for each label (spec part 2 section 4, label
 * precedence: Offered, Closed, Declined by customer, Pending, No show, Completed, Cancelled,
 * Booked); owner@demo.ignite's is in seed-garage-owner.ts.
 */
import { firstOpenDayAt } from '@ignite/domain/booking/booking-slots';
import {
  AppointmentState as S,
  AppointmentType,
  ConditionType,
  PickupAndDeliveryState,
  ServiceIntervalState,
} from '@ignite/domain/garage/enums';
import { demoApps } from './seed-data.ts';
import { ownerGarage } from './seed-garage-owner.ts';
import { addMonths, aestAt, daysFrom, type GarageSeed } from './seed-garage-types.ts';

/** Rows with no facts: the monitor exists but was never set up (Incomplete). */
const unconfigured = (...types: ConditionType[]) => types.map((type) => ({ type }));

/** protect@demo.ignite: a Mazda CX-5 bought three weeks ago, everything fresh. */
function protectGarage(now: Date): GarageSeed {
  const purchased = daysFrom(now, -21);
  return {
    conditions: [
      { type: ConditionType.Recall },
      // UpToDate: registered at purchase for 12 months.
      {
        type: ConditionType.Rego,
        lastDate: purchased,
        nextDate: addMonths(purchased, 12),
        intervalMonths: 12,
      },
      // UpToDate: 6,880 of 10,000 km and about 11 of 12 months left.
      {
        type: ConditionType.Service,
        lastOdometer: 12,
        nextOdometer: 10_000,
        lastDate: purchased,
        nextDate: addMonths(purchased, 12),
        intervalKm: 10_000,
        intervalMonths: 12,
      },
      ...unconfigured(
        ConditionType.Tyres,
        ConditionType.Brakes,
        ConditionType.Battery,
        ConditionType.WiperBlades,
        ConditionType.Wash,
      ),
    ],
    // Mazda's schedule: every 10,000 km or 12 months; nothing done yet.
    schedule: { stepKm: 10_000, stepMonths: 12, steps: 15, done: [], nextKm: 10_000 },
    appointments: [
      // Pending: booked for two days ago, and the dealership's system has not updated it.
      {
        title: '1,000 km complimentary check',
        appointmentType: AppointmentType.Other,
        appointmentState: S.Booked,
        pickupAndDeliveryState: PickupAndDeliveryState.NotOffered,
        utcDateAppointment: aestAt(now, -2, 9),
        utcDateCreated: purchased,
        withName: 'Mark Delaney',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 0,
      },
      // Declined by customer: an offered windscreen chip repair, and its pickup, declined.
      {
        title: 'Windscreen chip repair',
        appointmentType: AppointmentType.WindscreenRepair,
        appointmentState: S.Declined,
        pickupAndDeliveryState: PickupAndDeliveryState.Declined,
        utcDateAppointment: firstOpenDayAt(now, 5, 14 * 60, demoApps.harbour.timeZone),
        utcDateCreated: daysFrom(now, -4),
        withName: 'Aisha Rahman',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 15_900,
      },
    ],
    // Nothing serviced yet: the log shows its empty state.
    serviceLog: [],
    history: [
      {
        type: 'Purchase',
        title: 'Purchased from Harbour City Motors',
        description: 'Mazda CX-5 Maxx Sport delivered with 12 km.',
        utcEventDate: purchased,
      },
    ],
  };
}

/** generic@demo.ignite: a 2019 i30 with no home dealership, serviced wherever is handy. */
function genericGarage(now: Date): GarageSeed {
  const lastService = daysFrom(now, -395);
  const regoDue = aestAt(now, 200, 12);
  return {
    conditions: [
      { type: ConditionType.Recall },
      // UpToDate: Victorian rego renewed, 200 days left.
      {
        type: ConditionType.Rego,
        lastDate: addMonths(regoDue, -12),
        nextDate: regoDue,
        intervalMonths: 12,
      },
      // Overdue on the date side (12 months passed a month ago) though 2,550 km remain.
      {
        type: ConditionType.Service,
        lastOdometer: 75_000,
        nextOdometer: 90_000,
        lastDate: lastService,
        nextDate: addMonths(lastService, 12),
        intervalKm: 15_000,
        intervalMonths: 12,
      },
      ...unconfigured(
        ConditionType.Tyres,
        ConditionType.Brakes,
        ConditionType.Battery,
        ConditionType.WiperBlades,
        ConditionType.Wash,
      ),
    ],
    schedule: {
      stepKm: 15_000,
      stepMonths: 12,
      steps: 10,
      done: [
        { km: 75_000, state: ServiceIntervalState.MarkedDoneByUser, dateCompleted: lastService },
      ],
      nextKm: 90_000,
    },
    // No dealership, so no bookings.
    appointments: [],
    serviceLog: [
      {
        title: '75,000 km service',
        utcDateCreated: lastService,
        locationName: 'Bayside Auto Service, Brighton',
        organisation: null,
        purchaseAmountCents: 38_900,
        cashbackAmountCents: null,
      },
    ],
    history: [
      {
        type: 'Service',
        title: '75,000 km service marked done',
        description: 'Bayside Auto Service, Brighton',
        utcEventDate: lastService,
      },
    ],
  };
}

/** newcar@demo.ignite: a D-MAX not yet claimed (welcome flow), no odometer, no facts. */
function newcarGarage(now: Date): GarageSeed {
  return {
    // Northside's app does not offer Wash, so the vehicle has no Wash monitor.
    conditions: unconfigured(
      ConditionType.Recall,
      ConditionType.Rego,
      ConditionType.Service,
      ConditionType.Tyres,
      ConditionType.Brakes,
      ConditionType.Battery,
      ConditionType.WiperBlades,
    ),
    // Isuzu's schedule with no next interval chosen: the service condition is Incomplete.
    schedule: { stepKm: 15_000, stepMonths: 12, steps: 10, done: [], nextKm: null },
    appointments: [
      // Offered: the dealership offers the first check with pickup, not yet answered.
      {
        title: '1,500 km complimentary check',
        appointmentType: AppointmentType.Service,
        appointmentState: S.Offered,
        pickupAndDeliveryState: PickupAndDeliveryState.Offered,
        utcDateAppointment: firstOpenDayAt(now, 30, 9 * 60, demoApps.northside.timeZone),
        utcDateCreated: daysFrom(now, -1),
        withName: 'Brett Hollis',
        organisation: 'northside',
        paidCents: 0,
        owingCents: 0,
      },
    ],
    serviceLog: [],
    history: [],
  };
}

/** shared@demo.ignite: a Kia Sportage shared by its owner, still being set up. */
function sharedGarage(now: Date): GarageSeed {
  const lastService = daysFrom(now, -240);
  return {
    conditions: [
      { type: ConditionType.Recall },
      // UpToDate: 9,800 of 15,000 km and about 4 of 12 months left.
      {
        type: ConditionType.Service,
        lastOdometer: 30_000,
        nextOdometer: 45_000,
        lastDate: lastService,
        nextDate: addMonths(lastService, 12),
        intervalKm: 15_000,
        intervalMonths: 12,
      },
      ...unconfigured(ConditionType.Rego, ConditionType.Tyres, ConditionType.WiperBlades),
    ],
    schedule: {
      stepKm: 15_000,
      stepMonths: 12,
      steps: 10,
      done: [
        {
          km: 15_000,
          state: ServiceIntervalState.MarkedDoneFromDms,
          dateCompleted: addMonths(lastService, -12),
        },
        { km: 30_000, state: ServiceIntervalState.MarkedDoneFromDms, dateCompleted: lastService },
      ],
      nextKm: 45_000,
    },
    appointments: [
      // No show: the customer missed a tyre repair three weeks ago.
      {
        title: 'Puncture repair (rear left)',
        appointmentType: AppointmentType.TyreRepair,
        appointmentState: S.Missed,
        pickupAndDeliveryState: PickupAndDeliveryState.NotOffered,
        utcDateAppointment: aestAt(now, -21, 11),
        utcDateCreated: daysFrom(now, -24),
        withName: 'Aisha Rahman',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 0,
      },
      // Cancelled: a battery replacement cancelled by the dealership after a free retest.
      {
        title: 'Battery replacement',
        appointmentType: AppointmentType.BatteryReplacement,
        appointmentState: S.Cancelled,
        pickupAndDeliveryState: PickupAndDeliveryState.NotOffered,
        utcDateAppointment: aestAt(now, -60, 13),
        utcDateCreated: daysFrom(now, -65),
        withName: 'Mark Delaney',
        organisation: 'harbour',
        paidCents: 0,
        owingCents: 0,
      },
    ],
    serviceLog: [
      {
        title: '30,000 km logbook service',
        utcDateCreated: lastService,
        locationName: 'Harbour City Motors Service Department',
        organisation: 'harbour',
        purchaseAmountCents: 45_500,
        cashbackAmountCents: 2_275,
      },
    ],
    history: [],
  };
}

export function demoGarages(now: Date): Record<string, GarageSeed> {
  return {
    'owner@demo.ignite': ownerGarage(now),
    'protect@demo.ignite': protectGarage(now),
    'generic@demo.ignite': genericGarage(now),
    'newcar@demo.ignite': newcarGarage(now),
    'shared@demo.ignite': sharedGarage(now),
  };
}
