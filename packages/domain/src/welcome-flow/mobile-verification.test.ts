import { describe, expect, test } from 'vitest';
import {
  checkCode,
  MAX_CODE_TRIES,
  sendMobileCodeSchema,
  verificationText,
} from './mobile-verification.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const expiresAt = new Date(now.getTime() + 10 * 60_000);

describe('a code', () => {
  test('is right or wrong while fresh and with tries left', () => {
    expect(checkCode({ expiresAt, triesBefore: 0 }, true, now)).toBe('ok');
    expect(checkCode({ expiresAt, triesBefore: MAX_CODE_TRIES - 1 }, false, now)).toBe('wrong');
  });
  test('expires at 10 minutes exactly, to the millisecond', () => {
    expect(checkCode({ expiresAt, triesBefore: 0 }, true, new Date(expiresAt.getTime() - 1))).toBe(
      'ok',
    );
    expect(checkCode({ expiresAt, triesBefore: 0 }, true, expiresAt)).toBe('expired');
  });
  test('is spent after 5 tries, even when the sixth is right', () => {
    expect(checkCode({ expiresAt, triesBefore: MAX_CODE_TRIES }, true, now)).toBe('tooManyTries');
  });
});

test('the text leads with the code', () => {
  expect(verificationText('042917', 'Ignite')).toBe(
    '042917 is your Ignite verification code. It expires in 10 minutes.',
  );
});

test.each([
  ['0412 345 678', true],
  ['+64 21 234 5678', true],
  ['02 9630 1000', false],
  ['0412 345 6789 1234 5678', false],
])('%s as a mobile: %s', (mobileNumber, ok) => {
  const parsed = sendMobileCodeSchema.safeParse({
    consumerId: '00000000-0000-4000-8000-000000000000',
    mobileNumber,
  });
  expect(parsed.success).toBe(ok);
  if (!ok) expect(parsed.error?.issues[0]?.message).toBe('Must be a valid mobile number.');
});
