import dayjs from 'dayjs';
import { z } from 'zod/mini';
import { DATE_FIELD_MESSAGE } from '@ignite/domain/validation/messages';
import { dateValueField } from '@ignite/domain/validation/date';
import { emailField } from '@ignite/domain/validation/email';
import { landlineInputField } from '@ignite/domain/validation/landline-field';
import { decimalField, numberValueField } from '@ignite/domain/validation/numeric';
import { phoneField } from '@ignite/domain/validation/phone-field';
import { regoField } from '@ignite/domain/validation/rego';
import { textField } from '@ignite/domain/validation/text-length';
import { urlField } from '@ignite/domain/validation/url';
import { yearField } from '@ignite/domain/validation/year';

/** A car owner's profile: one field of every kind, each with the domain's own rules. */
export const carOwnerProfileSchema = z.object({
  nickname: textField({ required: true, min: 2, max: 30 }),
  email: emailField({ required: true }),
  website: urlField(),
  mobile: phoneField({ required: true }),
  landline: landlineInputField({ withAreaCode: true }),
  odometer: numberValueField({ required: true }),
  serviceBudget: numberValueField(),
  nextService: dateValueField({ message: DATE_FIELD_MESSAGE }),
  year: yearField(),
  rego: regoField({ required: true }),
  tyrePressure: decimalField(),
  fuelType: textField({ required: true }),
  serviceReminders: z.boolean(),
  roadsideAlerts: z.boolean(),
});

export type CarOwnerProfileValues = z.input<typeof carOwnerProfileSchema>;

/** Realistic starting values; the service date is a dayjs object to show that it is accepted. */
export const initialCarOwnerProfile: CarOwnerProfileValues = {
  nickname: 'The Ute',
  email: 'owner@demo.ignite',
  website: '',
  mobile: '61412345678',
  landline: '(02) 9876 5432',
  odometer: 48210,
  serviceBudget: 450,
  nextService: dayjs('2026-03-16'),
  year: '2021',
  rego: '482RTZ',
  tyrePressure: '36.5',
  fuelType: 'Diesel',
  serviceReminders: true,
  roadsideAlerts: false,
};

export const fuelTypes = [
  { value: 'Petrol', label: 'Petrol' },
  { value: 'Diesel', label: 'Diesel' },
  { value: 'Hybrid', label: 'Hybrid' },
  { value: 'Electric', label: 'Electric' },
] as const;
