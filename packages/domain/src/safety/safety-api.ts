// The safety centre's calls (spec part 3 section 2, decision 0032): the map's tile settings,
// and the owner's temporary location links with their public view.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { characterCount } from '../validation/text-length.ts';
import { isShareDuration, SHARE_DURATIONS } from './share-durations.ts';

/** Enough for a first name and a surname, or 'Mum'; a longer one is refused, never cut. */
export const NAME_TO_SHOW_MAX = 40;

export const SAFETY_MESSAGES = {
  /** Spec part 3 section 8: the safety centre without any position. */
  locationOff: 'Location Sharing Is Turned Off',
  /** Spec part 3 section 8: Copy confirmed. */
  locationCopied: 'Your location was copied to the clipboard',
  linkCopied: 'The link was copied to the clipboard',
  clipboardUnavailable: 'The clipboard is not available in this browser',
  latitudeInvalid: 'latitude must be a number from -90 to 90',
  longitudeInvalid: 'longitude must be a number from -180 to 180',
  durationInvalid: `durationHours must be one of ${SHARE_DURATIONS.map((d) => d.hours).join(', ')}`,
  tokenInvalid: 'token must be the code from a location link',
  /** The public view of a link that is unknown, expired or turned off: all look the same. */
  linkClosed: 'This location link has expired or been turned off',
  /** The owner's call on a link that is not theirs, or no longer open. */
  shareNotFound: 'That location link is not open',
  tooManyLinks: 'Too many location links were made. Please wait a while and try again.',
  tooManyViews: 'Too many location links were opened. Please wait a minute and try again.',
  nameToShowNotText: 'nameToShow must be text',
  nameToShowTooLong: `The name to show can be at most ${NAME_TO_SHOW_MAX} characters`,
  nameToShowOneLine: 'The name to show must be on one line',
} as const;

/**
 * The name a link's page shows for its owner: only what the owner typed when sharing, trimmed;
 * empty or absent is no name (the page then says 'Someone'). Never taken from the account.
 */
export const nameToShowField = z.pipe(
  z.nullish(
    z.string({ error: SAFETY_MESSAGES.nameToShowNotText }).check(
      z.trim(),
      z.refine(
        (name) => characterCount(name) <= NAME_TO_SHOW_MAX,
        SAFETY_MESSAGES.nameToShowTooLong,
      ),
      z.refine((name) => !/[\r\n]/.test(name), SAFETY_MESSAGES.nameToShowOneLine),
    ),
  ),
  z.transform((name) => name || null),
);

/** The shared-location page's opening line: who shared, and from which app. */
export function sharedLocationIntro(nameToShow: string | null, brandName: string): string {
  return `${nameToShow ?? 'Someone'} shared where they are with you from the ${brandName} app.`;
}

const latitudeField = z
  .number({ error: SAFETY_MESSAGES.latitudeInvalid })
  .check(z.gte(-90, SAFETY_MESSAGES.latitudeInvalid), z.lte(90, SAFETY_MESSAGES.latitudeInvalid));
const longitudeField = z
  .number({ error: SAFETY_MESSAGES.longitudeInvalid })
  .check(
    z.gte(-180, SAFETY_MESSAGES.longitudeInvalid),
    z.lte(180, SAFETY_MESSAGES.longitudeInvalid),
  );

export const coordinatesSchema = requestBody(
  { latitude: latitudeField, longitude: longitudeField },
  'A JSON body with latitude and longitude is required',
);

export const createShareLinkRequestSchema = requestBody(
  {
    latitude: latitudeField,
    longitude: longitudeField,
    durationHours: z
      .number({ error: SAFETY_MESSAGES.durationInvalid })
      .check(z.refine(isShareDuration, SAFETY_MESSAGES.durationInvalid)),
    nameToShow: nameToShowField,
  },
  'A JSON body with latitude, longitude and durationHours is required',
);
export type CreateShareLinkRequest = z.infer<typeof createShareLinkRequestSchema>;

export const shareLinkParamsSchema = z.strictObject({
  shareLinkId: idField('shareLinkId must be a UUID'),
});

/** 32 random bytes in base64url: 43 characters. Anything else is no link of ours. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const sharedLocationParamsSchema = z.strictObject({
  token: z.string().check(z.regex(SHARE_TOKEN_PATTERN, SAFETY_MESSAGES.tokenInvalid)),
});

/** Where a shared position is and when: the owner's view and the public one alike. */
const sharedPositionShape = {
  latitude: z.number(),
  longitude: z.number(),
  /** ISO 8601, UTC: when this position was shared (made, or last updated). */
  sharedAt: z.string(),
  /** ISO 8601, UTC: when the link stops answering. */
  expiresAt: z.string(),
  /** The name the owner chose to show with the link; null shows 'Someone'. */
  nameToShow: z.nullable(z.string()),
};

export const ownShareLinkSchema = z.object({ shareLinkId: z.string(), ...sharedPositionShape });
export type OwnShareLink = z.infer<typeof ownShareLinkSchema>;

/** Only the answer to creating a link carries its token: it is never stored, nor shown again. */
export const createdShareLinkSchema = z.extend(ownShareLinkSchema, { token: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/** The public view adds the brand of the owner's app: the page names no other app. */
export const sharedLocationSchema = z.object({ ...sharedPositionShape, brandName: z.string() });
export type SharedLocation = z.infer<typeof sharedLocationSchema>;

/** The map's tiles, from the server's configuration; no URL means no map (the placeholder). */
export const mapTilesSchema = z.object({
  tileUrl: z.nullable(z.string()),
  attribution: z.nullable(z.string()),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const mapTilesResultSchema = resultSchema(mapTilesSchema);
export const createdShareLinkResultSchema = resultSchema(createdShareLinkSchema);
export const ownShareLinkResultSchema = resultSchema(ownShareLinkSchema);
export const ownShareLinksResultSchema = resultSchema(
  z.object({ links: z.array(ownShareLinkSchema) }),
);
export const sharedLocationResultSchema = resultSchema(sharedLocationSchema);
