import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './session.ts';

describe('loginRequestSchema', () => {
  it('trims the username', () => {
    expect(loginRequestSchema.parse({ username: ' a@b.c ', password: 'x' }).username).toBe('a@b.c');
  });
  it.each([
    [undefined, 'A JSON body with username and password is required'],
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'a', password: '' }, 'Password is required'],
    [{ username: 'a'.repeat(321), password: 'x' }, 'Username must be no more than 320 characters'],
    [{ username: 'a', password: 'x'.repeat(257) }, 'Password must be no more than 256 characters'],
  ])('refuses %o with a clear message', (body, message) => {
    const result = loginRequestSchema.safeParse(body);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('accepts the longest allowed username and password', () => {
    expect(
      loginRequestSchema.safeParse({ username: 'a'.repeat(320), password: 'x'.repeat(256) })
        .success,
    ).toBe(true);
  });
});
