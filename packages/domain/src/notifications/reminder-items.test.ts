import { describe, expect, it } from 'vitest';
import type { Condition } from '../garage/condition-schema.ts';
import { testCondition } from '../../test/test-condition.ts';
import { AppointmentState, AppointmentType } from '../garage/enums.ts';
import type { Appointment } from '../garage/garage-api.ts';
import { calendarDay, reminderItems, reminderKey } from './reminder-items.ts';

const ZONE = 'Australia/Sydney';
const now = new Date('2026-11-27T01:00:00Z'); // 12:00 in Sydney
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const tyres = testCondition({ nextDate: inDays(14) });

const booking: Appointment = {
  appointmentId: 'a1',
  title: 'Logbook service',
  organisationConsumerId: 'o1',
  vehicleId: 'v1',
  firstName: 'Sam',
  lastName: 'Owner',
  withName: null,
  utcDateCreated: inDays(-3),
  utcDateAppointment: inDays(5),
  appointmentType: AppointmentType.Service,
  appointmentState: AppointmentState.Booked,
  pickupAndDeliveryState: 0,
  paid: 0,
  owing: 0,
  isOpen: true,
  label: null,
};

const keysOf = (conditions: Condition[], appointments: Appointment[] = [], leadDays = 14) =>
  reminderItems({ conditions, appointments }, now, leadDays, ZONE).map((item) => item.itemKey);

describe('reminderItems', () => {
  it('takes a monitor due on the last day of the lead time, not the day after', () => {
    expect(keysOf([tyres])).toEqual(['condition-tyres']);
    expect(keysOf([{ ...tyres, nextDate: inDays(14.01) }])).toEqual([]);
    expect(keysOf([tyres], [], 13)).toEqual([]);
  });

  it('takes an overdue monitor, marked overdue', () => {
    const [item] = reminderItems(
      { conditions: [{ ...tyres, nextDate: inDays(-40), isOverdue: true }], appointments: [] },
      now,
      14,
      ZONE,
    );
    expect(item).toMatchObject({ isOverdue: true, title: 'Tyres', dueOdometer: 50000 });
  });

  it('names the state as the garage does: an issue detected outranks overdue', () => {
    const states = (change: Partial<Condition>) =>
      reminderItems({ conditions: [{ ...tyres, ...change }], appointments: [] }, now, 14, ZONE).map(
        (item) => item.stateLabel,
      );
    expect(states({ nextDate: inDays(-40), isOverdue: true, isCritical: true })).toEqual([
      'Issue detected',
    ]);
    expect(states({ nextDate: inDays(-40), isOverdue: true })).toEqual(['Overdue']);
    // Overdue by its date alone, though the monitor was computed a moment before.
    expect(states({ nextDate: inDays(-1), isOverdue: false })).toEqual(['Overdue']);
    expect(states({ isDue: true })).toEqual(['Due']);
  });

  it('leaves out monitors switched off, hidden or with no date', () => {
    expect(keysOf([{ ...tyres, isEnabled: false }])).toEqual([]);
    expect(keysOf([{ ...tyres, isVisible: false }])).toEqual([]);
    expect(keysOf([{ ...tyres, nextDate: null }])).toEqual([]);
    expect(keysOf([{ ...tyres, nextDate: 'not a date' }])).toEqual([]);
  });

  it('takes open bookings from now to the lead time, not past, cancelled or completed ones', () => {
    expect(keysOf([], [booking])).toEqual(['booking-a1']);
    expect(keysOf([], [{ ...booking, utcDateAppointment: inDays(-0.01) }])).toEqual([]);
    expect(keysOf([], [{ ...booking, utcDateAppointment: inDays(15) }])).toEqual([]);
    const cancelled = AppointmentState.Booked | AppointmentState.Cancelled;
    expect(keysOf([], [{ ...booking, appointmentState: cancelled }])).toEqual([]);
    const completed = AppointmentState.Booked | AppointmentState.Completed;
    expect(keysOf([], [{ ...booking, appointmentState: completed }])).toEqual([]);
  });

  it('orders soonest first and links each item to its page', () => {
    const items = reminderItems({ conditions: [tyres], appointments: [booking] }, now, 14, ZONE);
    expect(items.map((item) => [item.itemKey, item.path])).toEqual([
      ['booking-a1', '/my-garage?p=bookings'],
      ['condition-tyres', '/my-garage/care-plan/item/condition/tyres'],
    ]);
  });
});

describe('calendarDay and reminderKey', () => {
  it('read the due day in the dealership’s zone', () => {
    // 14:00 UTC on the 27th is already the 28th in Sydney.
    expect(calendarDay(new Date('2026-11-27T14:00:00Z'), ZONE)).toBe('2026-11-28');
    expect(calendarDay(new Date('2026-11-27T14:00:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('make one key per vehicle, item, due day and channel', () => {
    const item = { itemKey: 'condition-tyres', dueDay: '2026-12-11' };
    expect(reminderKey('v1', item, 'email')).toBe('reminder:v1:condition-tyres:2026-12-11:email');
    expect(reminderKey('v1', item, 'push')).not.toBe(reminderKey('v1', item, 'email'));
    expect(reminderKey('v1', { ...item, dueDay: '2026-12-12' }, 'email')).not.toBe(
      reminderKey('v1', item, 'email'),
    );
    expect(reminderKey('v2', item, 'email')).not.toBe(reminderKey('v1', item, 'email'));
  });
});
