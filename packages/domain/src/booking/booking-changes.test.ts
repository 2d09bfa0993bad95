import { describe, expect, it } from 'vitest';
import { AppointmentState } from '../garage/enums.ts';
import { isBookingChangeable, rescheduleBookingSchema } from './booking-changes.ts';

const now = new Date('2026-11-24T23:00:00Z');
const booked = (at: string, state: number = AppointmentState.Booked, hasDealership = true) => ({
  appointmentState: state,
  utcDateAppointment: new Date(at),
  hasDealership,
});

describe('whether an owner may change a booking', () => {
  it('an open booking two hours or more ahead can change; a nearer one cannot', () => {
    expect(isBookingChangeable(booked('2026-11-25T01:00:00Z'), now)).toBe(true);
    expect(isBookingChangeable(booked('2026-11-25T00:59:59Z'), now)).toBe(false);
  });

  it('a cancelled or completed booking, or one with no dealership, cannot', () => {
    const at = '2026-11-27T01:00:00Z';
    const { Booked, Cancelled, Completed } = AppointmentState;
    expect(isBookingChangeable(booked(at, Booked | Cancelled), now)).toBe(false);
    expect(isBookingChangeable(booked(at, Booked | Completed), now)).toBe(false);
    expect(isBookingChangeable(booked(at, Booked, false), now)).toBe(false);
  });

  it('a new time is on the half hour', () => {
    expect(
      rescheduleBookingSchema.safeParse({ utcDateAppointment: '2026-11-26T20:30:00.000Z' }).success,
    ).toBe(true);
    expect(
      rescheduleBookingSchema.safeParse({ utcDateAppointment: '2026-11-26T20:40:00.000Z' }).success,
    ).toBe(false);
  });
});
