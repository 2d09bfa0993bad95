// The care plan's calls (spec part 2 section 7, part 3 section 7): document URLs, PROTECT's
// acknowledgement, a concierge message's dismissal, and the home-dealership change by reward
// (originator) code. Each schema serves the server's validation and the web's typed call.
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';

const vehicleIdField = idField('vehicleId must be a UUID');

export const vehicleQuerySchema = z.strictObject({ vehicleId: vehicleIdField });

/**
 * Document links are signed and expire (decision 0021): the owner's browser opens them in a
 * new tab, where no bearer token travels, so the link itself carries the proof.
 */
export const rewardsDocumentUrlsSchema = z.object({
  termsAndConditionsLinkUrl: z.string(),
});
export const protectDocumentUrlsSchema = z.object({
  termsAndConditionsLinkUrl: z.string(),
  featureSummaryLinkUrl: z.string(),
  agreementLinkUrl: z
    .nullable(z.string())
    .check(z.describe('ours: the owner’s agreement once active')),
});
export type ProtectDocumentUrls = z.infer<typeof protectDocumentUrlsSchema>;
/** The guarantee's and mechanical protection's: their terms, and the owner's own contract. */
export const coverDocumentUrlsSchema = z.object({
  termsAndConditionsLinkUrl: z.string(),
  agreementLinkUrl: z
    .nullable(z.string())
    .check(
      z.describe('ours: the owner’s certificate or agreement, once the cover is past Pending'),
    ),
});
export type CoverDocumentUrls = z.infer<typeof coverDocumentUrlsSchema>;

export const CARE_PLAN_DOCUMENTS = [
  'rewards-terms',
  'protect-terms',
  'protect-feature-summary',
  'protect-agreement',
  'guarantee-terms',
  'guarantee-certificate',
  'mechanical-terms',
  'mechanical-agreement',
] as const;
export type CarePlanDocument = (typeof CARE_PLAN_DOCUMENTS)[number];

export const DOCUMENT_LINK_MESSAGES = {
  invalid: 'This document link is not valid. Open the document again from the app',
} as const;

export const acknowledgeProtectSchema = requestBody(
  { vehicleId: vehicleIdField },
  'A JSON body with vehicleId is required',
);

export const conciergeMessagePathSchema = z.strictObject({
  conciergeMessageId: idField('conciergeMessageId must be a UUID'),
});

/** Spec part 3 section 5: a reward (originator) code is 6 digits. */
export const ORIGINATOR_CODE_LENGTH = 6;
export const ORIGINATOR_CODE_MESSAGE = 'The reward code must be 6 digits';
export const isCompleteOriginatorCode = (code: string) => /^\d{6}$/.test(code);

export const originatorCodePathSchema = z.strictObject({
  code: z.string().check(z.regex(/^\d{6}$/, ORIGINATOR_CODE_MESSAGE)),
});

/** Spec part 3 section 8: what the change-dealership page says when a code fails. */
export const ORIGINATOR_CODE_TEXTS = {
  unknownTitle: 'Unknown code',
  unknownBody: 'Unfortunately the code you entered is not valid.',
  unverified: 'Unable to verify code',
  changeFailed: 'Unable to connect',
  tooMany: 'Too many codes tried. Please wait a few minutes and try again',
  notLookedUp: 'Enter the reward code of this dealership first',
} as const;

export const appByOriginatorCodeSchema = z.object({
  name: z.string(),
  appConfigurationId: z.string(),
});

export const changeAppSchema = requestBody(
  {
    vehicleId: vehicleIdField,
    appConfigurationId: idField('appConfigurationId must be a UUID'),
  },
  'A JSON body with vehicleId and appConfigurationId is required',
);

export const rewardsDocumentUrlsResultSchema = resultSchema(rewardsDocumentUrlsSchema);
export const protectDocumentUrlsResultSchema = resultSchema(protectDocumentUrlsSchema);
export const coverDocumentUrlsResultSchema = resultSchema(coverDocumentUrlsSchema);
export const appByOriginatorCodeResultSchema = resultSchema(appByOriginatorCodeSchema);
