// The welcome flow's calls (spec part 2 section 7): so far, verifying the owner's mobile by a
// code sent by text. Every call is made under the consumer's own session, about themselves.
import {
  codeSentResultSchema,
  mobileVerifiedResultSchema,
  sendMobileCodeSchema,
  updateMobileNumberSchema,
  verifyMobileCodeSchema,
  verifyMobileNumberSchema,
} from '../welcome-flow/mobile-verification.ts';
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
