import { describe, expect, it } from 'vitest';
import type { Appointment } from '@ignite/domain/garage/garage-api';
import { upcomingBookings } from './upcoming-bookings.ts';

function appointment(title: string, utcDateAppointment: string, isOpen: boolean): Appointment {
  return {
    appointmentId: title,
    title,
    organisationConsumerId: 'consumer',
    vehicleId: 'vehicle',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    withName: null,
    utcDateCreated: '2026-01-01T00:00:00.000Z',
    utcDateAppointment,
    appointmentType: 1,
    appointmentState: isOpen ? 2 : 16,
    pickupAndDeliveryState: 0,
    paid: 0,
    owing: 0,
    isOpen,
    label: null,
  };
}

describe('upcomingBookings', () => {
  it('keeps the open bookings, soonest first', () => {
    const later = appointment('Service', '2026-05-20T23:00:00.000Z', true);
    const done = appointment('Tyres', '2026-01-10T23:00:00.000Z', false);
    const sooner = appointment('Windscreen', '2026-04-02T00:30:00.000Z', true);
    expect(upcomingBookings([later, done, sooner]).map((a) => a.title)).toEqual([
      'Windscreen',
      'Service',
    ]);
  });

  it('is empty when nothing is open', () => {
    expect(upcomingBookings([appointment('Tyres', '2026-01-10T23:00:00.000Z', false)])).toEqual([]);
  });
});
