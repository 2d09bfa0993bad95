// Verifying the owner's mobile by a code sent by text (spec part 2 section 7): six
// digits, stored hashed, valid 10 minutes, at most 5 tries, a new code replaces the old, and
// sends limited per consumer and per number. The same rules serve the welcome flow's two pairs
// of calls (send and verify; update the number and verify it).
import { z } from 'zod/mini';
import { requestBody } from '../request.ts';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';
import { MOBILE_MESSAGE } from '../validation/messages.ts';
import { isAuOrNzMobile, MOBILE_MAX_LENGTH } from '../validation/mobile.ts';

export const CODE_LENGTH = 6;
export const CODE_VALID_MINUTES = 10;
export const MAX_CODE_TRIES = 5;
/** Texts per consumer, and per number, in SEND_WINDOW_MINUTES. */
export const MAX_SENDS = 3;
export const SEND_WINDOW_MINUTES = 15;

export const VERIFICATION_MESSAGES = {
  consumerId: 'consumerId must be a UUID',
  vehicleId: 'vehicleId must be a UUID',
  code: 'The code is the 6 digits in the text we sent',
  wrongCode: 'That code is not right. Check the text we sent and try again',
  expired: 'That code has expired. Send a new one',
  tooManyTries: 'Too many wrong codes. Send a new one',
  noCode: 'There is no code to check. Send one first',
  otherNumber: 'That code was sent to another number. Send one to this number',
  tooManySends: `Too many codes sent. Try again in ${SEND_WINDOW_MINUTES} minutes`,
  consumerNotFound: 'Consumer not found',
} as const;

/** The text that carries the code: the code first, so a phone can offer to fill it in. */
export function verificationText(code: string, brand: string): string {
  return `${code} is your ${brand} verification code. It expires in ${CODE_VALID_MINUTES} minutes.`;
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'tooManyTries';

/**
 * A code's fate: spent after MAX_CODE_TRIES wrong tries (this try counts), expired after
 * CODE_VALID_MINUTES (at the minute exactly it has expired), else right or wrong.
 */
export function checkCode(
  stored: { expiresAt: Date; triesBefore: number },
  isMatch: boolean,
  now: Date,
): CodeCheck {
  if (stored.triesBefore >= MAX_CODE_TRIES) return 'tooManyTries';
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired';
  return isMatch ? 'ok' : 'wrong';
}

const consumerId = idField(VERIFICATION_MESSAGES.consumerId);
const vehicleId = idField(VERIFICATION_MESSAGES.vehicleId);
const mobile = z
  .string({ error: MOBILE_MESSAGE })
  .check(
    z.trim(),
    z.maxLength(MOBILE_MAX_LENGTH, MOBILE_MESSAGE),
    z.refine(isAuOrNzMobile, MOBILE_MESSAGE),
  );
const code = z
  .string({ error: VERIFICATION_MESSAGES.code })
  .check(z.regex(/^\d{6}$/, VERIFICATION_MESSAGES.code));

export const sendMobileCodeSchema = requestBody(
  { consumerId, mobileNumber: mobile },
  'A JSON body with consumerId and mobileNumber is required',
);
export const verifyMobileCodeSchema = requestBody(
  { consumerId, vehicleId, code },
  'A JSON body with consumerId, vehicleId and code is required',
);
export const updateMobileNumberSchema = requestBody(
  { consumerId, mobilePhoneNumber: mobile },
  'A JSON body with consumerId and mobilePhoneNumber is required',
);
export const verifyMobileNumberSchema = requestBody(
  { consumerId, vehicleId, mobilePhoneNumber: mobile, verificationCode: code },
  'A JSON body with consumerId, vehicleId, mobilePhoneNumber and verificationCode is required',
);

export const codeSentResultSchema = resultSchema(
  z.object({ wasSent: z.boolean(), utcDateExpires: z.string() }),
);
export const mobileVerifiedResultSchema = resultSchema(
  z.object({ mobileNumber: z.string(), mobileVerified: z.boolean() }),
);
