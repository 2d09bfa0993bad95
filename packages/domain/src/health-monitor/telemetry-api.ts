// What a health monitor (an OBD-II device in the car) posts to Ignite: heartbeats, scan
// events, battery voltage readings and trips. Each event carries the device's own event id, so a
// post the device retries stores nothing twice. The device authenticates with its own key,
// never an owner's token (decision 0022).
import { z } from 'zod/mini';
import { DAY_MS } from '../garage/day.ts';
import { ConditionType } from '../garage/enums.ts';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { DTC_PATTERN } from './diagnostic-codes.ts';
import { isTripTooFast, TRIP_MESSAGES } from './trip-plausibility.ts';

export const TELEMETRY_LIMITS = {
  scanEventsPerPost: 100,
  codesPerScan: 20,
  readingsPerPost: 1000,
  tripsPerPost: 50,
  routePointsPerTrip: 500,
  /** A device that was out of reach posts what it kept; older than this is not believed. */
  maxAgeDays: 366,
  /** A device's clock may run this far ahead of ours. */
  maxAheadMinutes: 5,
  /** Posts per device per minute. */
  postsPerMinute: 240,
} as const;

export const TELEMETRY_MESSAGES = {
  deviceKey: 'A device key is required: Authorization: Bearer <device key>',
  unknownDevice: 'This device key is not known, or the device was removed',
  wrongVehicle: 'This device is not installed in that vehicle',
  vehicleId: 'vehicleId must be a UUID',
  eventId: 'eventId must be 1 to 64 letters, digits, dots, colons, dashes or underscores',
  time: 'must be an ISO 8601 date and time with its offset, such as 2026-11-25T09:30:00Z',
  tooOld: `is more than ${TELEMETRY_LIMITS.maxAgeDays} days old`,
  inFuture: 'is in the future',
  voltage: 'voltage must be a number of volts from 0 to 30',
  errorCode: 'Each error code must be a letter P, B, C or U and four characters, such as P0420',
  conditionType: 'conditionType must be one of the condition types (Battery=1 .. Brakes=11)',
  distance: 'distanceMetres must be a whole number of metres from 0 to 2,000,000',
  tripOrder: 'endedAt must not be before startedAt',
  body: (items: string) => `A JSON body with vehicleId and ${items} is required`,
  tooMany: (items: string, max: number) => `At most ${max} ${items} in one post`,
  none: (items: string) => `At least one of ${items} is required`,
} as const;

const eventId = z
  .string({ error: TELEMETRY_MESSAGES.eventId })
  .check(z.regex(/^[A-Za-z0-9_.:-]{1,64}$/, TELEMETRY_MESSAGES.eventId));
const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} ${TELEMETRY_MESSAGES.time}` });
const vehicleId = idField(TELEMETRY_MESSAGES.vehicleId);
const batch = <T extends z.core.$ZodType>(item: T, items: string, max: number) =>
  z
    .array(item, { error: TELEMETRY_MESSAGES.body(items) })
    .check(
      z.minLength(1, TELEMETRY_MESSAGES.none(items)),
      z.maxLength(max, TELEMETRY_MESSAGES.tooMany(items, max)),
    );

const conditionTypes = Object.values(ConditionType) as number[];

export const heartbeatSchema = requestBody(
  { vehicleId, eventId, sentAt: instant('sentAt') },
  TELEMETRY_MESSAGES.body('eventId and sentAt'),
);

export const scanEventSchema = z.strictObject({
  eventId,
  utcDateScanned: instant('utcDateScanned'),
  hasIssue: z.boolean({ error: 'hasIssue must be true or false' }),
  // Spec part 2 section 3: the condition type defaults to Service.
  conditionType: z._default(
    z
      .number({ error: TELEMETRY_MESSAGES.conditionType })
      .check(z.refine((type) => conditionTypes.includes(type), TELEMETRY_MESSAGES.conditionType)),
    ConditionType.Service,
  ),
  errorCodes: z._default(
    z
      .array(z.string().check(z.toUpperCase(), z.regex(DTC_PATTERN, TELEMETRY_MESSAGES.errorCode)))
      .check(
        z.maxLength(
          TELEMETRY_LIMITS.codesPerScan,
          TELEMETRY_MESSAGES.tooMany('error codes', TELEMETRY_LIMITS.codesPerScan),
        ),
      ),
    [],
  ),
  /** The trip the scan was taken on, by the device's event id of that trip. */
  tripEventId: z.optional(eventId),
});
export const scanEventsSchema = requestBody(
  { vehicleId, events: batch(scanEventSchema, 'events', TELEMETRY_LIMITS.scanEventsPerPost) },
  TELEMETRY_MESSAGES.body('events'),
);

export const batteryReadingSchema = z.strictObject({
  eventId,
  voltage: z
    .number({ error: TELEMETRY_MESSAGES.voltage })
    .check(z.gte(0, TELEMETRY_MESSAGES.voltage), z.lte(30, TELEMETRY_MESSAGES.voltage)),
  readingTimestamp: instant('readingTimestamp'),
});
export const batteryReadingsSchema = requestBody(
  {
    vehicleId,
    readings: batch(batteryReadingSchema, 'readings', TELEMETRY_LIMITS.readingsPerPost),
  },
  TELEMETRY_MESSAGES.body('readings'),
);

const routePoint = z.strictObject({
  lat: z.number().check(z.gte(-90), z.lte(90)),
  long: z.number().check(z.gte(-180), z.lte(180)),
});
export const tripSchema = z
  .strictObject({
    eventId,
    startedAt: instant('startedAt'),
    endedAt: instant('endedAt'),
    distanceMetres: z
      .number({ error: TELEMETRY_MESSAGES.distance })
      .check(
        z.int(TELEMETRY_MESSAGES.distance),
        z.gte(0, TELEMETRY_MESSAGES.distance),
        z.lte(2_000_000, TELEMETRY_MESSAGES.distance),
      ),
    route: z._default(
      z
        .array(routePoint)
        .check(
          z.maxLength(
            TELEMETRY_LIMITS.routePointsPerTrip,
            TELEMETRY_MESSAGES.tooMany('route points', TELEMETRY_LIMITS.routePointsPerTrip),
          ),
        ),
      [],
    ),
  })
  .check(
    z.refine((trip) => Date.parse(trip.endedAt) >= Date.parse(trip.startedAt), {
      message: TELEMETRY_MESSAGES.tripOrder,
      path: ['endedAt'],
    }),
    z.refine((trip) => !isTripTooFast(trip), {
      message: TRIP_MESSAGES.tooFast,
      path: ['distanceMetres'],
    }),
  );
export const tripsSchema = requestBody(
  { vehicleId, trips: batch(tripSchema, 'trips', TELEMETRY_LIMITS.tripsPerPost) },
  TELEMETRY_MESSAGES.body('trips'),
);

export type HeartbeatInput = z.output<typeof heartbeatSchema>;
export type ScanEventInput = z.output<typeof scanEventSchema>;
export type BatteryReadingInput = z.output<typeof batteryReadingSchema>;
export type TripInput = z.output<typeof tripSchema>;

/**
 * Why a device's time cannot be believed (null when it can): our clock decides, so a device
 * whose clock was never set (1970) or runs years ahead (2099) is refused with a message.
 */
export function telemetryTimeProblem(field: string, value: string, now: Date): string | null {
  const at = Date.parse(value);
  if (at > now.getTime() + TELEMETRY_LIMITS.maxAheadMinutes * 60_000) {
    return `${field} ${TELEMETRY_MESSAGES.inFuture}`;
  }
  if (at < now.getTime() - TELEMETRY_LIMITS.maxAgeDays * DAY_MS) {
    return `${field} ${TELEMETRY_MESSAGES.tooOld}`;
  }
  return null;
}

/** What every ingest answers: how many of the posted events were new. */
export const ingestResultSchema = resultSchema(z.object({ received: z.int(), stored: z.int() }));
export const heartbeatResultSchema = resultSchema(
  z.object({ utcDateReceived: z.string(), isPaired: z.boolean() }),
);
