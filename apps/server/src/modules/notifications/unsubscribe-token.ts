// The token of an email's one-click unsubscribe link: the user's id and an HMAC-SHA256 of it,
// keyed from the server's signing key for this use only, so a link works without a sign-in and
// nobody can make one for another user. It never expires: an old email's link still works,
// as the law on commercial email expects of an unsubscribe.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TOKEN_PATTERN } from '@ignite/domain/notifications/notifications-api';

const PURPOSE = 'ignite unsubscribe v1';

export function createUnsubscribeTokens(signingKey: string) {
  const key = createHmac('sha256', signingKey).update(PURPOSE).digest();
  const mac = (userId: string) => createHmac('sha256', key).update(userId).digest();

  return {
    sign(userId: string): string {
      const id = Buffer.from(userId.replaceAll('-', ''), 'hex').toString('base64url');
      return `${id}.${mac(userId).toString('base64url')}`;
    },

    /** The user the token was signed for, or null for a forged or damaged one. */
    verify(token: string): string | null {
      if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return null;
      const [id = '', signature = ''] = token.split('.');
      const hex = Buffer.from(id, 'base64url').toString('hex');
      if (hex.length !== 32) return null;
      const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      // Compared as text, not as decoded bytes: base64url's last character carries spare bits,
      // so two spellings decode alike, and only the one this server writes is accepted.
      const given = Buffer.from(`${id}.${signature}`);
      const expected = Buffer.from(this.sign(userId));
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
