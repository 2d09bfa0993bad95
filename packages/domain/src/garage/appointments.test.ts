import { describe, expect, it } from 'vitest';
import { appointmentLabel, bookedServiceAppointment, isAppointmentOpen } from './appointments.ts';
import { AppointmentState as S, AppointmentType } from './enums.ts';

const now = new Date('2026-06-10T09:00:00Z');
const future = new Date('2026-06-20T09:00:00Z');
const past = new Date('2026-06-01T09:00:00Z');
const appt = (state: number, when = future, type: AppointmentType = AppointmentType.Service) => ({
  appointmentState: state,
  utcDateAppointment: when,
  appointmentType: type,
});

describe('isAppointmentOpen', () => {
  it.each([
    [S.Initial, false],
    [S.Offered, false],
    [S.Booked, true],
    [S.Booked | S.Offered, true],
    [S.Booked | S.Declined, true],
    [S.Booked | S.Missed, true],
    [S.Booked | S.Completed, false],
    [S.Booked | S.Cancelled, false],
    [S.Booked | S.Closed, false],
    [S.Missed, false],
  ])('state %i -> open %s', (state, open) => {
    expect(isAppointmentOpen(state)).toBe(open);
  });
});

describe('appointmentLabel precedence', () => {
  it.each([
    [S.Offered | S.Closed | S.Booked, future, 'Offered'],
    [S.Closed | S.Declined | S.Booked, future, 'Closed'],
    [S.Declined | S.Booked, past, 'Declined by customer'],
    [S.Booked, past, 'Pending'],
    [S.Booked | S.Missed, past, 'No show'],
    [S.Missed, past, 'No show'],
    [S.Completed | S.Cancelled | S.Booked, past, 'Completed'],
    [S.Cancelled | S.Booked, past, 'Cancelled'],
    [S.Booked, future, 'Booked'],
    [S.Initial, future, null],
  ])('state %i at %s -> %s', (state, when, label) => {
    expect(appointmentLabel(appt(state, when), now)).toBe(label);
  });
  it('turns Booked into Pending exactly when the time has passed', () => {
    expect(appointmentLabel(appt(S.Booked, now), now)).toBe('Booked');
    expect(appointmentLabel(appt(S.Booked, new Date(now.getTime() - 1)), now)).toBe('Pending');
  });
});

describe('bookedServiceAppointment', () => {
  it('is the earliest open appointment of type Service', () => {
    const later = appt(S.Booked, new Date('2026-07-01T00:00:00Z'));
    const sooner = appt(S.Booked, future);
    const list = [
      appt(S.Booked, past, AppointmentType.TyreRepair),
      appt(S.Booked | S.Completed, past),
      later,
      sooner,
    ];
    expect(bookedServiceAppointment(list)).toBe(sooner);
  });
  it('is null without one', () => {
    expect(
      bookedServiceAppointment([appt(S.Offered), appt(S.Booked, future, AppointmentType.Other)]),
    ).toBeNull();
  });
});
