// Every validation message of spec part 1 section 5 (and the phone/landline messages of part 2
// section 5), written once so the server, the forms and the tests say exactly the same thing.
//
// The spec quotes some messages twice: in its list of validator messages with a full stop
// ('Must be a valid mobile number.', 'Must be a valid date.') and again for the phone and date
// fields without one. Both are kept, each where the spec uses it.

export const EMAIL_MESSAGE = 'Must be a valid email address.';
export const URL_MESSAGE = 'Must be a valid URL.';
export const MOBILE_MESSAGE = 'Must be a valid mobile number.';
export const LANDLINE_MESSAGE = 'Must be a valid landline number.';
export const NUMBER_MESSAGE = 'Must be a number.';
export const YEAR_MESSAGE = 'Must be 4 digits (year).';
export const REGO_MESSAGE = 'Must be a valid registration number.';
export const DATE_MESSAGE = 'Must be a valid date.';

/** 'Must be at least N character(s).', the spec's own wording, plural marker included. */
export function minLengthMessage(min: number): string {
  return `Must be at least ${min} character(s).`;
}

/** 'Must be no more than N characters.' */
export function maxLengthMessage(max: number): string {
  return `Must be no more than ${max} characters.`;
}

/** Phone and landline fields, and our default for any required field left empty. */
export const REQUIRED_MESSAGE = 'Is required';
/** The mobile phone field's own message (no full stop, as the spec quotes it). */
export const MOBILE_FIELD_MESSAGE = 'Must be a valid mobile number';
/** The landline field's message, with or without an area code. */
export const PHONE_FIELD_MESSAGE = 'Must be a valid phone number';
/** The date field's own message (no full stop, as the spec quotes it). */
export const DATE_FIELD_MESSAGE = 'Must be a valid date';

/** Submitting an invalid or unchanged form. */
export const FORM_NOT_READY_MESSAGE = 'Form not ready';
/** Leaving a form with unsaved changes. */
export const UNSAVED_CHANGES_MESSAGE =
  'You have unsaved changes that will be lost, are you sure you want to leave?';
