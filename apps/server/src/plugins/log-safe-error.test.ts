import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { logSafeError } from './log-safe-error.ts';

describe('logSafeError', () => {
  it("keeps a failed query's text and reason, never its values", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "id" = $2',
      ['$argon2id$v=19$secret-hash', 'The\u0000RAV'],
      cause,
    );

    const logged = logSafeError(error);

    const text = JSON.stringify(logged);
    expect(text).not.toContain('secret-hash');
    expect(text).not.toContain('RAV');
    expect(logged.message).toContain('update "users" set "password_hash" = $1');
    expect(logged.cause).toMatchObject({ code: '22021', message: cause.message });
    expect(Object.keys(logged)).not.toContain('params');
  });

  it('logs a thrown non-error without its contents', () => {
    expect(logSafeError({ password: 'demo1234' })).toEqual({
      type: 'object',
      message: '(not an Error)',
      stack: '',
    });
  });
});
