// The service record to hand on: the owner's PDF of the vehicle's care, and a read-only link
// for a buyer that shows the car and its care and nothing about the owner.
import { z } from 'zod/mini';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';

export const SHARE_DAYS = 14;

export const SERVICE_RECORD_MESSAGES = {
  vehicleIdInvalid: 'vehicleId must be a UUID',
  tokenInvalid: 'token must be the code from a service record link',
  /** The public view of a link that is unknown, expired or revoked: all look the same. */
  linkClosed: 'This service record link has expired or been turned off',
  tooManyLinks: 'Too many service record links were made. Please wait a while and try again.',
  tooManyViews: 'Too many service records were opened. Please wait a minute and try again.',
  linkCopied: 'The link was copied to the clipboard',
} as const;

export const serviceRecordParamsSchema = z.strictObject({
  vehicleId: idField(SERVICE_RECORD_MESSAGES.vehicleIdInvalid),
});

export const sharedServiceRecordParamsSchema = z.strictObject({
  token: z
    .string()
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: SERVICE_RECORD_MESSAGES.tokenInvalid })),
});

export const serviceRecordShareResultSchema = resultSchema(
  z.object({ url: z.string(), expiresAt: z.string() }),
);

/** What a buyer sees: the car and its care; no name, mobile, email or address of the owner. */
export const sharedServiceRecordSchema = z.object({
  vehicle: z.object({
    make: z.nullable(z.string()),
    model: z.nullable(z.string()),
    year: z.nullable(z.int()),
    vin: z.nullable(z.string()),
    rego: z.nullable(z.string()),
    regoState: z.nullable(z.string()),
    odometer: z.nullable(z.int()),
  }),
  dealership: z
    .nullable(
      z.object({
        name: z.string(),
        phone: z.nullable(z.string()),
        suburb: z.nullable(z.string()),
        state: z.nullable(z.string()),
      }),
    )
    .check(z.describe('null for the generic app, which has no dealership')),
  /** Newest first; a reading corrected later shows as its correction (shared-record.ts). */
  odometerReadings: z.array(z.object({ date: z.string(), odometer: z.int() })),
  /** Newest first. The service log keeps no odometer reading, so none is shown. */
  serviceLog: z.array(z.object({ date: z.string(), title: z.string(), locationName: z.string() })),
  expiresAt: z.string(),
});
export type SharedServiceRecord = z.infer<typeof sharedServiceRecordSchema>;
export const sharedServiceRecordResultSchema = resultSchema(sharedServiceRecordSchema);
