// What a booking asks for (beyond the spec's placeholder wizard): the work, the time, pickup
// and delivery, and how the dealership reaches the owner. The work decides the appointment's
// type and title, so the dealership's list reads the same as the owner's bookings.
import { z } from 'zod/mini';
import { AppointmentType, ConditionType } from '../garage/enums.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { maxLengthMessage, MOBILE_FIELD_MESSAGE } from '../validation/messages.ts';
import { isAuOrNzMobile } from '../validation/mobile.ts';
import { SLOT_MINUTES } from './booking-slots.ts';

export const BOOKING_MESSAGES = {
  whatRequired: 'Choose what the booking is for',
  noteRequired: 'Tell the workshop what the car needs',
  timeRequired: 'Choose a time',
  past: 'That time has passed. Please choose another',
  tooFar: 'Bookings open 60 days ahead. Please choose an earlier day',
  outsideHours: 'Choose one of the times the workshop offers',
  taken: 'That time was just taken. Please choose another',
  noDealership: 'Choose your home dealership before booking with it',
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  mobileRequired: 'Enter your mobile',
  dayInvalid: 'day must be a date such as 2026-11-26',
} as const;
const M = BOOKING_MESSAGES;

/** The most characters the owner's note to the workshop holds. */
export const NOTE_MAX_LENGTH = 500;

/** The booking's work: a scheduled service, a condition that is due, trouble codes, or a note. */
export const bookingWhatSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('service') }),
    z.strictObject({
      kind: z.literal('condition'),
      conditionType: z.union(Object.values(ConditionType).map((type) => z.literal(type))),
    }),
    z.strictObject({
      kind: z.literal('codes'),
      codes: z
        .array(
          z.string().check(z.regex(/^[PBCU][0-9A-F]{4}$/, 'A code is a letter and 4 characters')),
        )
        .check(z.minLength(1), z.maxLength(20)),
    }),
    z.strictObject({
      kind: z.literal('note'),
      note: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, M.noteRequired),
          z.maxLength(NOTE_MAX_LENGTH, maxLengthMessage(NOTE_MAX_LENGTH)),
        ),
    }),
  ],
  { error: M.whatRequired },
);
export type BookingWhat = z.infer<typeof bookingWhatSchema>;

const CONDITION_WORK: Record<ConditionType, { title: string; type: AppointmentType }> = {
  [ConditionType.Service]: { title: 'Scheduled service', type: AppointmentType.Service },
  [ConditionType.Tyres]: { title: 'Tyre check', type: AppointmentType.TyreMaintenance },
  [ConditionType.Brakes]: { title: 'Brake inspection', type: AppointmentType.Service },
  [ConditionType.Battery]: { title: 'Battery check', type: AppointmentType.BatteryReplacement },
  [ConditionType.WiperBlades]: { title: 'Wiper blades', type: AppointmentType.Other },
  [ConditionType.Recall]: { title: 'Recall repair', type: AppointmentType.RecallRepair },
  [ConditionType.Rego]: { title: 'Rego inspection', type: AppointmentType.Other },
  [ConditionType.Wash]: { title: 'Car wash', type: AppointmentType.Other },
};

/** The appointment a booking's work makes: its title and type. */
export function appointmentFor(what: BookingWhat): { title: string; type: AppointmentType } {
  switch (what.kind) {
    case 'service':
      return CONDITION_WORK[ConditionType.Service];
    case 'condition':
      return CONDITION_WORK[what.conditionType];
    case 'codes':
      return { title: `Diagnostic check: ${what.codes.join(', ')}`, type: AppointmentType.Service };
    case 'note':
      return { title: 'Workshop visit', type: AppointmentType.Other };
  }
}

const onTheHalfHour = (iso: string) => new Date(iso).getTime() % (SLOT_MINUTES * 60_000) === 0;

export const createBookingSchema = requestBody(
  {
    vehicleId: idField('vehicleId must be a UUID'),
    what: bookingWhatSchema,
    utcDateAppointment: z.iso
      .datetime({ offset: true, error: M.timeRequired })
      .check(z.refine(onTheHalfHour, M.outsideHours)),
    pickupAndDelivery: z.boolean(),
    contact: z.strictObject({
      firstName: z.string().check(z.trim(), z.minLength(1, M.firstNameRequired), z.maxLength(60)),
      lastName: z.string().check(z.trim(), z.minLength(1, M.lastNameRequired), z.maxLength(60)),
      mobile: z
        .string({ error: M.mobileRequired })
        .check(
          z.trim(),
          z.minLength(1, M.mobileRequired),
          z.maxLength(18, MOBILE_FIELD_MESSAGE),
          z.refine(isAuOrNzMobile, MOBILE_FIELD_MESSAGE),
        ),
    }),
  },
  'A JSON body with vehicleId, what, utcDateAppointment, pickupAndDelivery and contact is required',
);
export type CreateBooking = z.output<typeof createBookingSchema>;

export const bookingSlotsQuerySchema = z.strictObject({
  vehicleId: idField('vehicleId must be a UUID'),
  day: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, M.dayInvalid))),
});

export const bookingSlotsResultSchema = resultSchema(
  z.object({
    dealershipName: z.string(),
    timeZone: z.string(),
    /** The days with times left, the first few weeks. */
    days: z.array(z.string()),
    day: z.nullable(z.string()),
    slots: z.array(z.object({ utcDateAppointment: z.string(), isAvailable: z.boolean() })),
  }),
);

export const bookingResultSchema = resultSchema(
  z.object({
    appointmentId: z.string(),
    title: z.string(),
    utcDateAppointment: z.string(),
    dealershipName: z.string(),
    /** The dealership's zone: the time is shown on its clock, as it was chosen. */
    timeZone: z.string(),
    pickupAndDelivery: z.boolean(),
  }),
);
