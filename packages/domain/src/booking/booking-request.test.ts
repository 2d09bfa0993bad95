import { describe, expect, it } from 'vitest';
import { AppointmentType, ConditionType } from '../garage/enums.ts';
import { appointmentFor, createBookingSchema } from './booking-request.ts';

const body = {
  vehicleId: '0b6f5c1e-1f7a-4c55-9f0e-0d2b9c1a7e01',
  what: { kind: 'service' },
  utcDateAppointment: '2026-11-25T20:30:00.000Z',
  pickupAndDelivery: false,
  contact: { firstName: 'Mia', lastName: 'Chen', mobile: '0412 555 001' },
};

describe('a booking’s work', () => {
  it('gives the appointment its title and type', () => {
    expect(appointmentFor({ kind: 'service' })).toEqual({
      title: 'Scheduled service',
      type: AppointmentType.Service,
    });
    expect(appointmentFor({ kind: 'condition', conditionType: ConditionType.Tyres })).toEqual({
      title: 'Tyre check',
      type: AppointmentType.TyreMaintenance,
    });
    expect(appointmentFor({ kind: 'codes', codes: ['P0001', 'U0002'] }).title).toBe(
      'Diagnostic check: P0001, U0002',
    );
    expect(appointmentFor({ kind: 'note', note: 'Rattle' }).type).toBe(AppointmentType.Other);
  });
});

describe('the booking request', () => {
  it('takes a whole request', () => {
    expect(createBookingSchema.safeParse(body).success).toBe(true);
  });

  it('refuses a time off the half hour, an unknown condition, a bad code and a blank note', () => {
    const bad = [
      { utcDateAppointment: '2026-11-25T20:45:00.000Z' },
      { what: { kind: 'condition', conditionType: 2 } },
      { what: { kind: 'codes', codes: ['X0001'] } },
      { what: { kind: 'note', note: '   ' } },
      { contact: { ...body.contact, mobile: '12345' } },
      { extra: true },
    ];
    for (const change of bad) {
      expect(
        createBookingSchema.safeParse({ ...body, ...change }).success,
        JSON.stringify(change),
      ).toBe(false);
    }
  });
});
