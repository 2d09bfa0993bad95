// The care plan's endpoints (spec part 2 section 7; part 3 section 7; the concierge dismissal
// is a path of ours, as the spec shows none): product documents, PROTECT's acknowledgement,
// concierge messages and the home dealership. Product paths carry the white-label name
// (PRODUCT.slug).
import { z } from 'zod/mini';
import {
  acknowledgeProtectSchema,
  appByOriginatorCodeResultSchema,
  CARE_PLAN_DOCUMENTS,
  changeAppSchema,
  coverDocumentUrlsResultSchema,
  conciergeMessagePathSchema,
  originatorCodePathSchema,
  protectDocumentUrlsResultSchema,
  rewardsDocumentUrlsResultSchema,
  vehicleQuerySchema,
} from '../care-plan/care-plan-api.ts';
import { successResultSchema, resultSchema } from '../result.ts';
import { PRODUCT } from '../product.ts';
import { idField } from '../validation/id.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'care-plan';
const auth = 'bearer';
const slug = PRODUCT.slug;

export const rewardsDocumentUrls = defineEndpoint({
  name: 'rewardsDocumentUrls',
  method: 'GET',
  path: `/api/care-plan/${slug}-rewards/document-urls`,
  area,
  summary: 'Signed links to the rewards programme’s documents',
  auth,
  query: vehicleQuerySchema,
  response: rewardsDocumentUrlsResultSchema,
  failures: [400, 401, 404],
});

export const protectDocumentUrls = defineEndpoint({
  name: 'protectDocumentUrls',
  method: 'GET',
  path: `/api/care-plan/${slug}-protect/document-urls`,
  area,
  summary: 'Signed links to PROTECT’s terms, feature summary and the owner’s agreement',
  auth,
  query: vehicleQuerySchema,
  response: protectDocumentUrlsResultSchema,
  failures: [400, 401, 404],
});

export const guaranteeDocumentUrls = defineEndpoint({
  name: 'guaranteeDocumentUrls',
  method: 'GET',
  path: '/api/care-plan/guaranteed-future-value/document-urls',
  area,
  summary: 'Signed links to the guarantee’s terms and the owner’s certificate',
  description: 'The certificate link is null while the guarantee is Pending.',
  auth,
  query: vehicleQuerySchema,
  response: coverDocumentUrlsResultSchema,
  failures: [400, 401, 404],
});

export const mechanicalProtectionDocumentUrls = defineEndpoint({
  name: 'mechanicalProtectionDocumentUrls',
  method: 'GET',
  path: '/api/care-plan/mechanical-protection/document-urls',
  area,
  summary: 'Signed links to mechanical protection’s terms and the owner’s agreement',
  description: 'The agreement link is null while the cover is Pending.',
  auth,
  query: vehicleQuerySchema,
  response: coverDocumentUrlsResultSchema,
  failures: [400, 401, 404],
});

export const carePlanDocument = defineEndpoint({
  name: 'carePlanDocument',
  method: 'GET',
  path: '/api/care-plan/documents/:vehicleId/:document',
  area,
  summary: 'A care-plan document as a PDF, through a signed link from document-urls',
  description:
    'No bearer token: the link is signed for this vehicle and document and expires. ' +
    'Answers application/pdf; a link that is altered, expired or for a vehicle whose owner ' +
    'changed answers 404.',
  auth: 'none',
  params: z.strictObject({
    vehicleId: idField('vehicleId must be a UUID'),
    document: z.enum(CARE_PLAN_DOCUMENTS, { error: 'Unknown document' }),
  }),
  query: z.strictObject({
    expires: z.string().check(z.regex(/^\d{1,12}$/, 'expires must be a number of seconds')),
    signature: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits')),
  }),
  response: resultSchema(z.null()).check(z.describe('never: the answer is the PDF')),
  sends: 'application/pdf',
  failures: [400, 404],
});

export const acknowledgeProtect = defineEndpoint({
  name: 'acknowledgeProtect',
  method: 'PUT',
  path: `/api/care-plan/${slug}-protect/acknowledge`,
  area,
  summary: 'Activate a pending PROTECT cover',
  description:
    'Pending becomes Active from today, expiring after the term, and the owner is emailed ' +
    'the agreement. Only the caller’s own vehicle, only while Pending (409 otherwise).',
  auth,
  body: acknowledgeProtectSchema,
  response: successResultSchema,
  failures: [400, 401, 404, 409],
});

export const dismissConciergeMessage = defineEndpoint({
  name: 'dismissConciergeMessage',
  method: 'POST',
  path: '/api/concierge/messages/:conciergeMessageId/dismiss',
  area,
  summary: 'Dismiss a dealership message on the caller’s own vehicle',
  description: 'Kept on the server; dismissing twice is fine. Not dismissable: 409.',
  auth,
  params: conciergeMessagePathSchema,
  response: successResultSchema,
  failures: [400, 401, 404, 409],
});

export const appByOriginatorCode = defineEndpoint({
  name: 'appByOriginatorCode',
  method: 'GET',
  path: `/api/${slug}profile/get-app-by-originator-code/:code`,
  area,
  summary: 'The dealership app a reward (originator) code belongs to',
  description: 'Six digits. Wrong codes are counted per user and per address: a few, then 429.',
  auth,
  params: originatorCodePathSchema,
  response: appByOriginatorCodeResultSchema,
  failures: [400, 401, 404, 429],
});

export const changeApp = defineEndpoint({
  name: 'changeApp',
  method: 'POST',
  path: `/api/${slug}profile/change-app`,
  area,
  summary: 'Make the app of a looked-up reward code the vehicle’s home dealership',
  description:
    'Only an app whose code this user looked up in the last 30 minutes. The client then ' +
    'refreshes its tokens to carry the new app.',
  auth,
  body: changeAppSchema,
  response: successResultSchema,
  failures: [400, 401, 403, 404],
});
