// The owner's calls about the health monitor (spec part 2 section 7, part 3 section 7): the scan
// history and a scan's codes, the codes explained, pairing, and (ours, beyond the spec) trips and
// the vehicle's timeline. Every call is about the caller's own vehicle.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { DTC_PATTERN } from './diagnostic-codes.ts';

export const HEALTH_MONITOR_MESSAGES = {
  vehicleId: 'vehicleId must be a UUID',
  scanEventId: 'consumerVehicleTripId must be the UUID of a scan event',
  scanNotFound: 'That scan was not found',
  tripsRequested: 'tripsRequested must be a whole number from 1 to 50',
  codes:
    'codes must be 1 to 20 codes separated by commas, each a letter P, B, C or U and four characters',
  notPaired: 'The Health Monitor does not appear to be paired',
} as const;

const vehicleId = idField(HEALTH_MONITOR_MESSAGES.vehicleId);

export const scanEventListQuerySchema = z.strictObject({
  vehicleId,
  tripsRequested: z._default(
    z.coerce
      .number({ error: HEALTH_MONITOR_MESSAGES.tripsRequested })
      .check(
        z.int(HEALTH_MONITOR_MESSAGES.tripsRequested),
        z.gte(1, HEALTH_MONITOR_MESSAGES.tripsRequested),
        z.lte(50, HEALTH_MONITOR_MESSAGES.tripsRequested),
      ),
    10,
  ),
});

export const scanEventSchema = z.object({
  scanEventId: z.string(),
  utcDateScanned: z.string(),
  hasIssue: z.boolean(),
  errorCodes: z.array(z.string()),
  conditionType: z.int(),
});
export type ScanEvent = z.infer<typeof scanEventSchema>;
export const scanEventListResultSchema = resultSchema(
  z.object({ scanEvents: z.array(scanEventSchema) }),
);

export const scanEventErrorsQuerySchema = z.strictObject({
  consumerVehicleTripId: idField(HEALTH_MONITOR_MESSAGES.scanEventId),
});

export const diagnosticCodeSchema = z.object({
  errorCode: z.string(),
  title: z.string(),
  description: z.string(),
  /** powertrain, body, chassis or network; null when the table does not hold the code. */
  category: z.nullable(z.string()),
  urgency: z.enum(['now', 'soon', 'routine']),
  symptoms: z.array(z.string()),
  causes: z.array(z.string()),
  /** Whether the generic table holds it (otherwise explained from its letter and digits). */
  isListed: z.boolean(),
});
export type DiagnosticCode = z.infer<typeof diagnosticCodeSchema>;
export const scanEventErrorsResultSchema = resultSchema(
  z.object({ errors: z.array(diagnosticCodeSchema) }),
);

export const diagnosticCodesQuerySchema = z.strictObject({
  codes: z.pipe(
    z.pipe(
      z.string({ error: HEALTH_MONITOR_MESSAGES.codes }),
      z.transform((list) => list.split(',').map((code) => code.trim().toUpperCase())),
    ),
    z
      .array(z.string().check(z.regex(DTC_PATTERN, HEALTH_MONITOR_MESSAGES.codes)))
      .check(
        z.minLength(1, HEALTH_MONITOR_MESSAGES.codes),
        z.maxLength(20, HEALTH_MONITOR_MESSAGES.codes),
      ),
  ),
});
export const diagnosticCodesResultSchema = resultSchema(
  z.object({ codes: z.array(diagnosticCodeSchema) }),
);

export const pairingBodySchema = requestBody(
  { vehicleId },
  'A JSON body with vehicleId is required',
);
export const pairingQuerySchema = z.strictObject({ vehicleId });
export const pairingStatusSchema = z.object({
  /** The device has reported since pairing began (or, with no pairing begun, ever). */
  isPaired: z.boolean(),
  utcDatePairingStarted: z.nullable(z.string()),
  utcDateLastSeen: z.nullable(z.string()),
});
export type PairingStatus = z.infer<typeof pairingStatusSchema>;
export const pairingStatusResultSchema = resultSchema(pairingStatusSchema);

/** Demo mode only: fit a new device in the vehicle with this rego (what the simulator does). */
export const demoDeviceBodySchema = requestBody(
  {
    rego: z
      .string({ error: 'rego must be the vehicle’s registration, 2 to 9 characters' })
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[A-Z0-9]{2,9}$/, 'rego must be the vehicle’s registration, 2 to 9 characters'),
      ),
  },
  'A JSON body with rego is required',
);
export const demoDeviceResultSchema = resultSchema(
  z.object({ vehicleId: z.string(), serial: z.string(), deviceKey: z.string() }),
);

export const tripsQuerySchema = z.strictObject({
  vehicleId,
  count: z._default(
    z.coerce
      .number({ error: 'count must be a whole number from 1 to 100' })
      .check(
        z.int('count must be a whole number from 1 to 100'),
        z.gte(1, 'count must be a whole number from 1 to 100'),
        z.lte(100, 'count must be a whole number from 1 to 100'),
      ),
    30,
  ),
});
export const tripSchema = z.object({
  tripId: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  distanceMetres: z.int(),
  durationSeconds: z.int(),
  route: z.array(z.object({ lat: z.number(), long: z.number() })),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripsResultSchema = resultSchema(
  z.object({
    trips: z.array(tripSchema),
    /** The owner's last reading, which the trips since add to (an estimate, shown as such). */
    lastOdometerReading: z.object({
      odometer: z.nullable(z.number()),
      setAt: z.nullable(z.string()),
    }),
  }),
);
