import { describe, expect, test } from 'vitest';
import { AppointmentState, AppointmentType } from '@ignite/domain/garage/enums';
import type { Appointment } from '@ignite/domain/garage/garage-api';
import { bookedService } from './booked-service.ts';

function appointment(changes: Partial<Appointment>): Appointment {
  return {
    appointmentId: 'a',
    title: 'Logbook service',
    organisationConsumerId: 'oc',
    vehicleId: 'v',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    withName: null,
    utcDateCreated: '2026-01-01T00:00:00.000Z',
    utcDateAppointment: '2026-04-01T00:00:00.000Z',
    appointmentType: AppointmentType.Service,
    appointmentState: AppointmentState.Booked,
    pickupAndDeliveryState: 0,
    paid: 0,
    owing: 0,
    isOpen: true,
    label: 'Booked',
    ...changes,
  };
}

describe('bookedService', () => {
  test('the open service appointment, the earliest of several', () => {
    const later = appointment({ appointmentId: 'later', utcDateAppointment: '2026-05-01T00:00Z' });
    const sooner = appointment({
      appointmentId: 'sooner',
      utcDateAppointment: '2026-04-01T00:00Z',
    });
    expect(bookedService([later, sooner])?.appointmentId).toBe('sooner');
  });

  test('not another type, and not a service that is no longer open', () => {
    const recall = appointment({ appointmentType: AppointmentType.RecallRepair });
    const done = appointment({
      appointmentState: AppointmentState.Booked | AppointmentState.Completed,
    });
    const offered = appointment({ appointmentState: AppointmentState.Offered });
    expect(bookedService([recall, done, offered])).toBeNull();
    expect(bookedService([])).toBeNull();
  });

  test('a type the enum does not know is not a service', () => {
    expect(bookedService([appointment({ appointmentType: 99 })])).toBeNull();
  });
});
