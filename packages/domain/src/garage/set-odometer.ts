// Set odometer (spec part 2 sections 2, 4, 5, 8 and 9): the form's limits, the seven-digit
// display, the "Skip for now" snooze and the screen's messages, word for word.
import { z } from 'zod/mini';
import {
  GARAGE_ODOMETER_MAX,
  ODOMETER_MESSAGES,
  odometerBelowCurrentMessage,
  VEHICLE_DETAILS_MESSAGES,
} from './garage-api.ts';
import { DAY_MS } from './day.ts';

/** Readings are shown as seven digits, like the dials on a dashboard. */
export const ODOMETER_DISPLAY_DIGITS = 7;
/** Both garage odometer fields (here and vehicle details) step up and down by 500 km. */
export const ODOMETER_STEP = 500;
/** "Skip for now" snoozes the reminder for one day. */
export const SKIP_ODOMETER_REMINDER_DAYS = 1;

export const SET_ODOMETER_MESSAGES = {
  title: 'Update Odometer',
  updated: 'Odometer has been updated',
  // Two spaces after the first sentence and "they problem": the spec's words exactly.
  failed:
    'Unable to update vehicle odometer.  Close the app and try again, and if they problem persists, contact your dealership for assistance.',
  skipped: 'You will be reminded again tomorrow',
} as const;

/**
 * A reading as the seven dials show it: 57300 -> '0057300'. A vehicle whose odometer was
 * never set has no reading to show, so every dial shows a dash rather than a false zero.
 */
export function odometerDisplayDigits(reading: number | null): string {
  if (reading === null) return '-'.repeat(ODOMETER_DISPLAY_DIGITS);
  return String(Math.max(0, Math.floor(reading))).padStart(ODOMETER_DISPLAY_DIGITS, '0');
}

/** Until when "Skip for now" holds the reminder back: one day from now. */
export function skipOdometerReminderUntil(now: Date): Date {
  return new Date(now.getTime() + SKIP_ODOMETER_REMINDER_DAYS * DAY_MS);
}

/**
 * The set-odometer form: one reading, at least the current one (the server refuses a lower
 * one too), at most 2,000,000 km, floored to whole km. Empty is not a reading. Correcting a
 * mistaken reading, any reading from 0 is allowed.
 */
export function setOdometerFormSchema(currentReading: number | null, isCorrection = false) {
  const minimum = isCorrection ? 0 : (currentReading ?? 0);
  const reading = z.number({ error: VEHICLE_DETAILS_MESSAGES.kilometres });
  return z.object({
    // The number input holds null while cleared, and null is not a reading.
    odometer: z.pipe(
      z.pipe(
        z.nullable(reading),
        reading.check(
          z.gte(
            minimum,
            isCorrection ? ODOMETER_MESSAGES.negative : odometerBelowCurrentMessage(minimum),
          ),
          z.lte(GARAGE_ODOMETER_MAX, ODOMETER_MESSAGES.tooHigh),
        ),
      ),
      z.transform(Math.floor),
    ),
  });
}
