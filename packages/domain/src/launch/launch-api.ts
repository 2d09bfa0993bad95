import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { userSchema } from '../user.ts';
import { tokensSchema } from '../session.ts';
import { vehicleSchema } from '../garage/vehicle.ts';
import { appConfigurationSchema } from '../app-configuration.ts';
import { SIGNED_LAUNCH_PARAMETERS } from '../launch-parameters.ts';

/** A launch link is accepted within this many seconds either side of the server's clock. */
export const LAUNCH_MAX_SKEW_SECONDS = 300;

export type LaunchParameters = Record<(typeof SIGNED_LAUNCH_PARAMETERS)[number], string>;

const text = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const decimal = /^-?\d{1,3}(\.\d{1,10})?$/;

export const launchRequestSchema = requestBody(
  {
    appConsumerId: z.uuid('appConsumerId must be a UUID'),
    appVehicleId: z.uuid('appVehicleId must be a UUID'),
    appMode: z.pipe(text, z.enum(['0', '1'], 'appMode must be 0 (Easy) or 1 (Expert)')),
    gpsLat: z.pipe(
      text,
      z.string().check(
        z.regex(decimal, 'gpsLat must be a decimal number'),
        z.refine((v) => Math.abs(Number(v)) <= 90, 'gpsLat must be between -90 and 90'),
      ),
    ),
    gpsLong: z.pipe(
      text,
      z.string().check(
        z.regex(decimal, 'gpsLong must be a decimal number'),
        z.refine((v) => Math.abs(Number(v)) <= 180, 'gpsLong must be between -180 and 180'),
      ),
    ),
    nonce: z
      .string()
      .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'nonce must be 16 to 128 letters, digits, - or _')),
    timestamp: z.pipe(
      text,
      z.string().check(z.regex(/^\d{1,12}$/, 'timestamp must be Unix seconds')),
    ),
    sign: z.string().check(z.regex(/^[0-9a-fA-F]{64}$/, 'sign must be 64 hexadecimal characters')),
  },
  'A JSON body with the signed launch parameters is required',
);
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** Ids are signed lower-case without dashes, so either spelling of a UUID signs the same. */
function normaliseId(id: string): string {
  return id.toLowerCase().replaceAll('-', '');
}

/**
 * The exact text that is signed: the parameters sorted by name, as `name=value` joined by `&`.
 * The HMAC itself is computed by the caller (the domain package does no cryptography).
 */
export function launchSigningString(params: LaunchParameters): string {
  const normalised: LaunchParameters = {
    ...params,
    appConsumerId: normaliseId(params.appConsumerId),
    appVehicleId: normaliseId(params.appVehicleId),
  };
  return [...SIGNED_LAUNCH_PARAMETERS]
    .sort()
    .map((name) => `${name}=${normalised[name]}`)
    .join('&');
}

/**
 * Whether a launch link names this signed-in consumer and their active vehicle. A link that
 * cannot sign in (its nonce already spent by a reload or a host app opening it again, or the
 * network down) then opens its page in the session the device holds: it would add nothing to
 * that session, and anyone else's session, or none, still meets the failure page.
 */
export function launchNamesSession(
  launch: { appConsumerId: string | null; appVehicleId: string | null },
  user: { appConsumerId: string | null; activeVehicle: { appVehicleId: string } | null },
): boolean {
  const { appConsumerId, appVehicleId } = launch;
  if (appConsumerId === null || appVehicleId === null) return false;
  if (user.appConsumerId === null || user.activeVehicle === null) return false;
  return (
    normaliseId(appConsumerId) === normaliseId(user.appConsumerId) &&
    normaliseId(appVehicleId) === normaliseId(user.activeVehicle.appVehicleId)
  );
}

/** Whether a launch timestamp (Unix seconds) is within the allowed skew of `now`. */
export function isLaunchTimestampFresh(timestamp: string, now: Date): boolean {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const skew = Math.abs(nowSeconds - Number(timestamp));
  return skew <= LAUNCH_MAX_SKEW_SECONDS;
}

/** A welcome text's link (dealer mode): its token, 32 random bytes in base64url. */
export const welcomeLinkRequestSchema = requestBody(
  { token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not complete')) },
  'A JSON body with the link token is required',
);

export const launchResultSchema = resultSchema(
  z.object({
    user: userSchema,
    vehicle: vehicleSchema,
    appConfiguration: appConfigurationSchema,
    tokens: tokensSchema,
  }),
);

export const demoLaunchLinkSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  vehicleDisplayName: z.string(),
  url: z.string(),
});
export const demoLaunchLinksResultSchema = resultSchema(z.array(demoLaunchLinkSchema));
