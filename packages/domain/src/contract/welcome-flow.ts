// The welcome flow's calls (spec part 2 section 7): verifying the owner's mobile by a code sent
// by text, finding and claiming the car, and completing the flow. Every call is made under the
// consumer's own session, about themselves.
import {
  codeSentResultSchema,
  mobileVerifiedResultSchema,
  sendMobileCodeSchema,
  updateMobileNumberSchema,
  verifyMobileCodeSchema,
  verifyMobileNumberSchema,
} from '../welcome-flow/mobile-verification.ts';
import { appByOriginatorCodeResultSchema, changeAppSchema } from '../care-plan/care-plan-api.ts';
import { successResultSchema } from '../result.ts';
import { PRODUCT } from '../product.ts';
import {
  claimResultSchema,
  claimVehicleSchema,
  completeResultSchema,
  completeWelcomeFlowSchema,
  consumerDetailsQuerySchema,
  consumerDetailsResultSchema,
  flowDataQuerySchema,
  flowDataResultSchema,
  submitOriginatorCodeSchema,
  updateConsumerSchema,
  vehicleLookupQuerySchema,
  vehicleLookupResultSchema,
} from '../welcome-flow/welcome-flow-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'welcome-flow';
const auth = 'bearer';
const codes =
  'Six digits, valid 10 minutes, 5 tries; a new code replaces the old. At most 3 texts per ' +
  'consumer and per number in 15 minutes (429).';

export const sendMobileVerificationCode = defineEndpoint({
  name: 'sendMobileVerificationCode',
  method: 'POST',
  path: '/api/consumer/send-mobile-verification-code',
  area,
  summary: 'Text a verification code to an Australian or New Zealand mobile',
  description: codes,
  auth,
  body: sendMobileCodeSchema,
  response: codeSentResultSchema,
  failures: [400, 401, 404, 429],
});

export const verifyMobileVerificationCode = defineEndpoint({
  name: 'verifyMobileVerificationCode',
  method: 'POST',
  path: '/api/welcome-flow/verify-mobile-verification-code',
  area,
  summary: 'Check the texted code: the mobile it went to becomes the consumer’s, verified',
  description: codes,
  auth,
  body: verifyMobileCodeSchema,
  response: mobileVerifiedResultSchema,
  failures: [400, 401, 404, 429],
});

export const updateMobilePhoneNumber = defineEndpoint({
  name: 'updateMobilePhoneNumber',
  method: 'PUT',
  path: '/api/welcome-flow/consumer/update-mobile-phone-number',
  area,
  summary: 'Change the consumer’s mobile (unverified until its code is checked) and text it a code',
  description: codes,
  auth,
  body: updateMobileNumberSchema,
  response: codeSentResultSchema,
  failures: [400, 401, 404, 429],
});

export const verifyMobilePhoneNumber = defineEndpoint({
  name: 'verifyMobilePhoneNumber',
  method: 'POST',
  path: '/api/welcome-flow/consumer/verify-mobile-phone-number',
  area,
  summary: 'Check the code texted to this number',
  description: codes,
  auth,
  body: verifyMobileNumberSchema,
  response: mobileVerifiedResultSchema,
  failures: [400, 401, 404, 429],
});

const own =
  'The consumer must be the caller; only a car their dealership set up for them is found ' +
  '(another consumer’s car answers the same 404 as none).';

export const welcomeFlowData = defineEndpoint({
  name: 'welcomeFlowData',
  method: 'GET',
  path: '/api/welcome-flow/data',
  area,
  summary:
    'What the welcome flow starts from: the car (the given one, else the active one) and the consumer',
  description: own,
  auth,
  query: flowDataQuerySchema,
  response: flowDataResultSchema,
  failures: [400, 401, 404],
});

export const welcomeFlowVehicleDetails = defineEndpoint({
  name: 'welcomeFlowVehicleDetails',
  method: 'GET',
  path: '/api/welcome-flow/vehicle/details',
  area,
  summary: 'Find the car by rego and state',
  description: `${own} Misses are limited: 10 in 15 minutes, then 429.`,
  auth,
  query: vehicleLookupQuerySchema,
  response: vehicleLookupResultSchema,
  failures: [400, 401, 404, 429],
});

export const welcomeFlowConsumerDetails = defineEndpoint({
  name: 'welcomeFlowConsumerDetails',
  method: 'GET',
  path: '/api/welcome-flow/consumer/details',
  area,
  summary: 'The consumer’s name and mobile',
  description: own,
  auth,
  query: consumerDetailsQuerySchema,
  response: consumerDetailsResultSchema,
  failures: [400, 401, 404],
});

export const claimWelcomeFlowVehicle = defineEndpoint({
  name: 'claimWelcomeFlowVehicle',
  method: 'POST',
  path: '/api/welcome-flow/vehicle/claim',
  area,
  summary: 'Claim the car: its rego and state confirmed, and its odometer',
  description: `${own} A car already claimed: 409, and nothing changes.`,
  auth,
  body: claimVehicleSchema,
  response: claimResultSchema,
  failures: [400, 401, 404, 409],
});

export const updateWelcomeFlowConsumer = defineEndpoint({
  name: 'updateWelcomeFlowConsumer',
  method: 'PUT',
  path: '/api/welcome-flow/consumer/update',
  area,
  summary: 'The consumer’s first and last name',
  description: own,
  auth,
  body: updateConsumerSchema,
  response: consumerDetailsResultSchema,
  failures: [400, 401, 404],
});

export const completeWelcomeFlow = defineEndpoint({
  name: 'completeWelcomeFlow',
  method: 'POST',
  path: '/api/welcome-flow/complete',
  area,
  summary: 'Complete the flow: the car leaves the welcome flow, and the care plan records when',
  description: `${own} Only a claimed car (409 otherwise); completing twice answers the first date.`,
  auth,
  body: completeWelcomeFlowSchema,
  response: completeResultSchema,
  failures: [400, 401, 404, 409],
});

export const profileCompleteWelcomeFlow = defineEndpoint({
  name: 'profileCompleteWelcomeFlow',
  method: 'POST',
  path: `/api/${PRODUCT.slug}profile/complete-welcome-flow`,
  area,
  summary: 'The profile side’s completion: the same as welcome-flow/complete',
  description: own,
  auth,
  body: completeWelcomeFlowSchema,
  response: completeResultSchema,
  failures: [400, 401, 404, 409],
});

export const submitWelcomeFlowOriginatorCode = defineEndpoint({
  name: 'submitWelcomeFlowOriginatorCode',
  method: 'POST',
  path: '/api/welcome-flow/submit-originator-code',
  area,
  summary: 'The dealership app a reward code belongs to, for a car with no dealership yet',
  description:
    'As get-app-by-originator-code: wrong codes are counted per user and per address (a few, ' +
    'then 429), and the app found may then be set for the next 30 minutes.',
  auth,
  body: submitOriginatorCodeSchema,
  response: appByOriginatorCodeResultSchema,
  failures: [400, 401, 404, 429],
});

export const setWelcomeFlowAppConfiguration = defineEndpoint({
  name: 'setWelcomeFlowAppConfiguration',
  method: 'POST',
  path: '/api/welcome-flow/set-app-configuration',
  area,
  summary: 'Make the app of a reward code just submitted the car’s dealership',
  description: 'Only an app whose code this user submitted in the last 30 minutes (403 otherwise).',
  auth,
  body: changeAppSchema,
  response: successResultSchema,
  failures: [400, 401, 403, 404],
});
