import { describe, expect, it } from 'vitest';
import type { Condition } from '../garage/condition-schema.ts';
import { testCondition } from '../../test/test-condition.ts';
import { AppointmentState as S, AppointmentType, ConditionType } from '../garage/enums.ts';
import type { Appointment, GarageLocation } from '../garage/garage-api.ts';
import {
  BOOKING_EVENT_MINUTES,
  bookingEventUid,
  calendarEventsOf,
  calendarName,
  calendarOrganiser,
  type CalendarSources,
  conditionEventUid,
  isCalendarBooking,
  isCalendarCondition,
  vehicleLabel,
} from './calendar-events.ts';

const ZONE = 'Australia/Sydney';
const APP = 'https://app.example';
const now = new Date('2026-11-27T01:00:00Z'); // 12:00 in Sydney
const MINUTE = 60_000;

/** Noon in Sydney on 10 December, no odometer target. */
const condition = (overrides: Partial<Condition> = {}) =>
  testCondition({
    nextOdometer: null,
    lastOdometer: null,
    currentOdometer: null,
    nextDate: '2026-12-10T01:00:00.000Z',
    ...overrides,
  });

function booking(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointmentId: 'a1',
    title: 'Scheduled service',
    organisationConsumerId: 'o1',
    vehicleId: 'v1',
    firstName: 'Olivia',
    lastName: 'Owner',
    withName: null,
    utcDateCreated: '2026-11-01T00:00:00.000Z',
    utcDateAppointment: '2026-12-02T22:30:00.000Z',
    appointmentType: AppointmentType.Service,
    appointmentState: S.Booked,
    pickupAndDeliveryState: 0,
    paid: 0,
    owing: 0,
    isOpen: true,
    label: 'Booked',
    ...overrides,
  };
}

const workshop: GarageLocation = {
  name: 'Harbour City Motors Service',
  addressLine1: '12 Pier St',
  addressLine2: null,
  city: 'Pyrmont',
  state: 'NSW',
  postcode: '2009',
  phone: null,
  email: null,
  linkUrl: null,
  latitude: null,
  longitude: null,
};

const vehicle = {
  vehicleId: 'v1',
  make: 'Toyota',
  model: 'Corolla',
  rego: 'ABC123',
  displayName: 'My Corolla',
};

function sources(overrides: Partial<CalendarSources> = {}): CalendarSources {
  return {
    vehicle,
    conditions: [condition()],
    appointments: [booking()],
    serviceLocation: workshop,
    timeZone: ZONE,
    ...overrides,
  };
}

describe('which monitors become events', () => {
  it('one shown, switched on, with a next date', () => {
    expect(isCalendarCondition(condition())).toBe(true);
  });

  it.each([
    ['switched off', { isDisabled: true, isEnabled: false }],
    ['not offered by the app (hidden)', { isVisible: false }],
    ['without a next date', { nextDate: null }],
    ['with a next date that is not a date', { nextDate: 'soon' }],
  ])('not one %s', (_, overrides) => {
    expect(isCalendarCondition(condition(overrides))).toBe(false);
    expect(calendarEventsOf(sources({ conditions: [condition(overrides)] }), now, APP)).toEqual(
      calendarEventsOf(sources({ conditions: [] }), now, APP),
    );
  });

  it('an overdue one too: its due date is still the day it fell due', () => {
    const overdue = condition({ nextDate: '2026-11-01T01:00:00.000Z', isOverdue: true });
    const [event] = calendarEventsOf(
      sources({ conditions: [overdue], appointments: [] }),
      now,
      APP,
    );
    expect(event).toMatchObject({ kind: 'due', day: '2026-11-01' });
  });
});

describe('which bookings become events', () => {
  const at = new Date(booking().utcDateAppointment);
  const minutes = (n: number) => new Date(at.getTime() + n * MINUTE);

  it('an open booking, until its slot is over', () => {
    expect(isCalendarBooking(booking(), minutes(-1))).toBe(true);
    expect(isCalendarBooking(booking(), minutes(BOOKING_EVENT_MINUTES - 1))).toBe(true);
    expect(isCalendarBooking(booking(), minutes(BOOKING_EVENT_MINUTES))).toBe(false);
  });

  it.each([
    ['cancelled', S.Booked | S.Cancelled],
    ['completed', S.Booked | S.Completed],
    ['closed', S.Booked | S.Closed],
    ['only offered', S.Offered],
    ['never booked', S.Initial],
  ])('not one %s', (_, state) => {
    expect(isCalendarBooking(booking({ appointmentState: state }), minutes(-60))).toBe(false);
  });

  it('not one in the past', () => {
    const past = booking({ utcDateAppointment: '2026-11-20T22:30:00.000Z' });
    expect(isCalendarBooking(past, now)).toBe(false);
    expect(calendarEventsOf(sources({ appointments: [past] }), now, APP)).toHaveLength(1);
  });
});

describe('the events', () => {
  it('a due date: all day on its day in the dealership’s zone, titled and linked', () => {
    // 23:30 UTC on 9 December is 10:30 on 10 December in Sydney.
    const late = condition({ nextDate: '2026-12-09T23:30:00.000Z' });
    const [event] = calendarEventsOf(sources({ conditions: [late], appointments: [] }), now, APP);
    expect(event).toEqual({
      kind: 'due',
      uid: 'v1-condition-tyres@ignite',
      summary: 'Tyres due: Toyota Corolla (ABC123)',
      description: `Tyres due for Toyota Corolla (ABC123).\n\n${APP}/my-garage/care-plan/item/condition/tyres`,
      url: `${APP}/my-garage/care-plan/item/condition/tyres`,
      day: '2026-12-10',
    });
  });

  it('a booking: its slot, the workshop’s address, linked to the bookings', () => {
    const events = calendarEventsOf(sources({ conditions: [] }), now, APP);
    expect(events).toEqual([
      {
        kind: 'booking',
        uid: 'a1-booking@ignite',
        summary: 'Scheduled service: Toyota Corolla (ABC123)',
        description: `Booked with Harbour City Motors Service.\n\n${APP}/my-garage?p=bookings`,
        url: `${APP}/my-garage?p=bookings`,
        start: new Date('2026-12-02T22:30:00.000Z'),
        end: new Date('2026-12-02T23:00:00.000Z'),
        location: 'Harbour City Motors Service, 12 Pier St, Pyrmont NSW 2009',
      },
    ]);
  });

  it('nothing personal: not the names on the booking', () => {
    const text = JSON.stringify(calendarEventsOf(sources(), now, APP));
    expect(text).not.toContain('Olivia');
    expect(text).not.toContain('Owner');
  });

  it('due dates first, then bookings', () => {
    const events = calendarEventsOf(sources(), now, APP);
    expect(events.map((e) => e.kind)).toEqual(['due', 'booking']);
  });
});

describe('UIDs', () => {
  it('name the vehicle and the item, not the date: a moved due date keeps its UID', () => {
    const before = calendarEventsOf(sources({ appointments: [] }), now, APP);
    const moved = condition({ nextDate: '2027-03-10T01:00:00.000Z' });
    const after = calendarEventsOf(sources({ conditions: [moved], appointments: [] }), now, APP);
    expect(after[0]?.uid).toBe(before[0]?.uid);
    expect(after[0]).not.toEqual(before[0]);
  });

  it('a moved booking keeps its UID too', () => {
    const moved = booking({ utcDateAppointment: '2026-12-05T23:00:00.000Z' });
    const [event] = calendarEventsOf(sources({ conditions: [], appointments: [moved] }), now, APP);
    expect(event?.uid).toBe(bookingEventUid('a1'));
  });

  it('differ per vehicle and per monitor', () => {
    const uids = new Set([
      conditionEventUid('v1', ConditionType.Tyres),
      conditionEventUid('v2', ConditionType.Tyres),
      conditionEventUid('v1', ConditionType.Brakes),
      bookingEventUid('v1'),
    ]);
    expect(uids.size).toBe(4);
    expect(conditionEventUid('v1', ConditionType.WiperBlades)).toBe(
      'v1-condition-wiper-blades@ignite',
    );
  });
});

describe('labels and organiser', () => {
  it('the vehicle: make and model with the rego, else its garage name', () => {
    expect(vehicleLabel(vehicle)).toBe('Toyota Corolla (ABC123)');
    expect(vehicleLabel({ ...vehicle, rego: null })).toBe('Toyota Corolla');
    expect(vehicleLabel({ ...vehicle, make: null, model: null })).toBe('My Corolla (ABC123)');
    expect(vehicleLabel({ ...vehicle, model: null })).toBe('Toyota (ABC123)');
  });

  it('the dealership at its service address; else at the app’s sender; the brand without one', () => {
    const sender = 'no-reply@ignite.local';
    expect(
      calendarOrganiser(
        { name: 'Harbour City Motors', serviceEmail: 'service@hcm.test', brandName: 'Ignite' },
        sender,
      ),
    ).toEqual({ name: 'Harbour City Motors', email: 'service@hcm.test' });
    expect(
      calendarOrganiser(
        { name: 'Harbour City Motors', serviceEmail: null, brandName: 'Ignite' },
        sender,
      ),
    ).toEqual({ name: 'Harbour City Motors', email: sender });
    expect(
      calendarOrganiser({ name: null, serviceEmail: 'x@y.test', brandName: 'Ignite' }, sender),
    ).toEqual({ name: 'Ignite', email: sender });
  });

  it('the calendar: the one dealership’s name, else the app’s', () => {
    expect(calendarName(['Harbour City Motors', 'Harbour City Motors'])).toBe(
      'Harbour City Motors: car care',
    );
    expect(calendarName(['Harbour City Motors', 'Northside Isuzu UTE'])).toBe('Ignite: car care');
    expect(calendarName([])).toBe('Ignite: car care');
  });
});
