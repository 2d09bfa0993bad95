// The signature of a launch link: HMAC-SHA256 of its parameters with the app's launch secret,
// compared in constant time, so the time a refusal takes tells nothing about the signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { launchSigningString, type LaunchParameters } from '@ignite/domain/launch/launch-api';

export function signLaunch(secret: string, params: LaunchParameters): string {
  return createHmac('sha256', secret).update(launchSigningString(params)).digest('hex');
}

export function signaturesMatch(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
