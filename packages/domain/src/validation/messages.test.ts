import { describe, expect, it } from 'vitest';
import {
  DATE_FIELD_MESSAGE,
  DATE_MESSAGE,
  EMAIL_MESSAGE,
  FORM_NOT_READY_MESSAGE,
  LANDLINE_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  MOBILE_FIELD_MESSAGE,
  MOBILE_MESSAGE,
  NUMBER_MESSAGE,
  PHONE_FIELD_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
  UNSAVED_CHANGES_MESSAGE,
  URL_MESSAGE,
  YEAR_MESSAGE,
} from './messages.ts';

// The spec's sentences, copied from spec part 1 section 5, so a reworded constant fails here.
describe('validation messages', () => {
  it.each([
    [EMAIL_MESSAGE, 'Must be a valid email address.'],
    [URL_MESSAGE, 'Must be a valid URL.'],
    [MOBILE_MESSAGE, 'Must be a valid mobile number.'],
    [LANDLINE_MESSAGE, 'Must be a valid landline number.'],
    [NUMBER_MESSAGE, 'Must be a number.'],
    [YEAR_MESSAGE, 'Must be 4 digits (year).'],
    [REGO_MESSAGE, 'Must be a valid registration number.'],
    [DATE_MESSAGE, 'Must be a valid date.'],
    [REQUIRED_MESSAGE, 'Is required'],
    [MOBILE_FIELD_MESSAGE, 'Must be a valid mobile number'],
    [PHONE_FIELD_MESSAGE, 'Must be a valid phone number'],
    [DATE_FIELD_MESSAGE, 'Must be a valid date'],
    [FORM_NOT_READY_MESSAGE, 'Form not ready'],
    [
      UNSAVED_CHANGES_MESSAGE,
      'You have unsaved changes that will be lost, are you sure you want to leave?',
    ],
  ])('%s', (constant, spec) => {
    expect(constant).toBe(spec);
  });

  it('fills N into the length messages', () => {
    expect(minLengthMessage(1)).toBe('Must be at least 1 character(s).');
    expect(minLengthMessage(6)).toBe('Must be at least 6 character(s).');
    expect(maxLengthMessage(320)).toBe('Must be no more than 320 characters.');
  });
});
