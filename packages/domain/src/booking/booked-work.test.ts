import { describe, expect, it } from 'vitest';
import { AppointmentState, AppointmentType, ConditionType } from '../garage/enums.ts';
import { bookingForCondition } from './booked-work.ts';

const booking = (title: string, appointmentType: number, at: string, state: number) => ({
  title,
  appointmentType,
  appointmentState: state,
  utcDateAppointment: at,
});
const { Booked, Cancelled, Completed, Offered } = AppointmentState;

describe('an item’s booking', () => {
  it('the service is booked by any open Service appointment, the earliest first', () => {
    const later = booking(
      'Logbook service',
      AppointmentType.Service,
      '2026-12-10T00:00:00Z',
      Booked,
    );
    const sooner = booking(
      'Scheduled service',
      AppointmentType.Service,
      '2026-12-03T00:00:00Z',
      Booked,
    );
    expect(bookingForCondition(ConditionType.Service, [later, sooner])).toBe(sooner);
  });

  it('a cancelled, completed or only offered booking does not count', () => {
    const at = '2026-12-03T00:00:00Z';
    const bookings = [
      booking('Scheduled service', AppointmentType.Service, at, Booked | Cancelled),
      booking('Scheduled service', AppointmentType.Service, at, Booked | Completed),
      booking('Scheduled service', AppointmentType.Service, at, Offered),
    ];
    expect(bookingForCondition(ConditionType.Service, bookings)).toBeNull();
  });

  it('another condition’s work or a diagnostic check is not the service', () => {
    const at = '2026-12-03T00:00:00Z';
    const brakes = booking('Brake inspection', AppointmentType.Service, at, Booked);
    const codes = booking('Diagnostic check: P0001', AppointmentType.Service, at, Booked);
    expect(bookingForCondition(ConditionType.Service, [brakes, codes])).toBeNull();
    expect(bookingForCondition(ConditionType.Brakes, [brakes, codes])).toBe(brakes);
    expect(bookingForCondition(ConditionType.Tyres, [brakes, codes])).toBeNull();
  });
});
