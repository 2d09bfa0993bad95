// The demo-only custom GPS coordinates form (spec part 2 section 5): the position the app
// uses instead of the device's. Messages word for word; the range checks are ours, since a
// latitude of 200 is a typo, not a place.
import { z } from 'zod/mini';
import { DECIMAL_PATTERN } from '../validation/numeric.ts';

export const CUSTOM_GPS_MESSAGES = {
  latitudeRequired: 'Enter a latitude',
  longitudeRequired: 'Enter a longitude',
  // The spec quotes this one without the full stop of part 1's 'Must be a number.'.
  number: 'Must be a number',
  latitudeRange: 'Must be between -90 and 90',
  longitudeRange: 'Must be between -180 and 180',
} as const;

/** Decimal degrees typed as text: optional minus, digits, optional fraction; within `limit`. */
function coordinate(required: string, limit: number, rangeMessage: string) {
  const text = z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.regex(DECIMAL_PATTERN, { error: CUSTOM_GPS_MESSAGES.number, abort: true }),
    );
  return z
    .pipe(text, z.transform(Number))
    .check(z.refine((degrees) => Math.abs(degrees) <= limit, rangeMessage));
}

/** Negative latitude is south of the equator (Sydney is -33.87), negative longitude west. */
export const customGpsFormSchema = z.object({
  latitude: coordinate(CUSTOM_GPS_MESSAGES.latitudeRequired, 90, CUSTOM_GPS_MESSAGES.latitudeRange),
  longitude: coordinate(
    CUSTOM_GPS_MESSAGES.longitudeRequired,
    180,
    CUSTOM_GPS_MESSAGES.longitudeRange,
  ),
});
export type CustomGpsFormInput = z.input<typeof customGpsFormSchema>;

/** The coordinates as the user settings keep them. */
export type GpsCoordinates = { lat: number; long: number };

/** The form's text from the stored coordinates; empty when none were set. */
export function customGpsInitialValues(stored: GpsCoordinates | null): CustomGpsFormInput {
  return stored
    ? { latitude: String(stored.lat), longitude: String(stored.long) }
    : { latitude: '', longitude: '' };
}
