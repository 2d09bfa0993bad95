import { describe, expect, test } from 'vitest';
import { AppointmentState, AppointmentType } from '@ignite/domain/garage/enums';
import type { Appointment } from '@ignite/domain/garage/garage-api';
import { orderBookings } from './booking-order.ts';

function booking(title: string, utcDateAppointment: string, isOpen: boolean): Appointment {
  return {
    appointmentId: title,
    title,
    organisationConsumerId: 'oc',
    vehicleId: 'v',
    firstName: 'Sam',
    lastName: 'Lee',
    withName: null,
    utcDateCreated: '2026-01-01T00:00:00.000Z',
    utcDateAppointment,
    appointmentType: AppointmentType.Service,
    appointmentState: isOpen ? AppointmentState.Booked : AppointmentState.Completed,
    pickupAndDeliveryState: 0,
    paid: 0,
    owing: 0,
    isOpen,
    label: isOpen ? 'Booked' : 'Completed',
  };
}

const titles = (list: Appointment[]) => list.map((a) => a.title);

describe('orderBookings', () => {
  test('open bookings come first, the soonest leading', () => {
    const later = booking('later', '2026-06-01T00:00:00.000Z', true);
    const sooner = booking('sooner', '2026-05-01T00:00:00.000Z', true);
    const done = booking('done', '2026-07-01T00:00:00.000Z', false);
    expect(titles(orderBookings([done, later, sooner]))).toEqual(['sooner', 'later', 'done']);
  });

  test('the rest follow, most recent first', () => {
    const old = booking('old', '2024-01-01T00:00:00.000Z', false);
    const recent = booking('recent', '2025-01-01T00:00:00.000Z', false);
    expect(titles(orderBookings([old, recent]))).toEqual(['recent', 'old']);
  });

  test('no bookings, no list; the list it was given keeps its order', () => {
    expect(orderBookings([])).toEqual([]);
    const given = [
      booking('b', '2024-01-01T00:00:00.000Z', false),
      booking('a', '2026-01-01T00:00:00.000Z', true),
    ];
    orderBookings(given);
    expect(titles(given)).toEqual(['b', 'a']);
  });
});
