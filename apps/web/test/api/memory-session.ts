import type { Session, Tokens } from '@ignite/domain/session';
import type { User } from '@ignite/domain/user';
import type { SessionTokens } from '@/shared/api/session-tokens.ts';

/** The stored session held in memory, as a test's stand-in for local storage. */
export function memorySession(start: Session | null = null) {
  let tokens: Tokens | null = start?.tokens ?? null;
  let user: User | null = start?.user ?? null;
  let browserId: string | null = start?.tokens.browserId ?? null;
  const session: SessionTokens = {
    browserId: () => browserId,
    tokens: () => tokens,
    saveRefreshed(next, nextUser) {
      tokens = next;
      browserId = next.browserId;
      if (nextUser) user = nextUser;
    },
    clearTokens() {
      tokens = null;
    },
  };
  return { ...session, user: () => user };
}
