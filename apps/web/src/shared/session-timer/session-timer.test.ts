import { describe, expect, test } from 'vitest';
import type { Tokens } from '@ignite/domain/session';
import { isSessionOver } from './session-timer.ts';

const now = Date.parse('2026-01-01T10:00:00Z');
const tokens = (changes: Partial<Tokens> = {}): Tokens => ({
  browserId: 'b',
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpires: '2026-01-01T10:05:00Z',
  refreshTokenExpires: '2026-01-02T10:00:00Z',
  inactiveSessionTimeout: 10,
  hasInactiveTimeout: true,
  ...changes,
});

describe('isSessionOver', () => {
  test('inactivity ends the session once the timeout (seconds) has run out', () => {
    expect(isSessionOver(tokens(), now - 9_999, now)).toBe(false);
    expect(isSessionOver(tokens(), now - 10_000, now)).toBe(true);
  });

  test('inactivity does not count when the timeout is not enabled', () => {
    expect(isSessionOver(tokens({ hasInactiveTimeout: false }), now - 3_600_000, now)).toBe(false);
  });

  test('a passed refresh-token expiry always ends the session', () => {
    const expired = tokens({
      refreshTokenExpires: '2026-01-01T10:00:00Z',
      hasInactiveTimeout: false,
    });
    expect(isSessionOver(expired, now, now)).toBe(true);
  });
});
