import type { Tokens } from '@ignite/domain/session';
import type { User } from '@ignite/domain/user';

/**
 * What the request layer needs of the stored session. The browser passes the session
 * store (local storage); tests pass one held in memory, so the layer runs in Node.
 */
export type SessionTokens = {
  browserId(): string | null;
  tokens(): Tokens | null;
  /** Spec part 1 section 7: store the rotated tokens, and the user when one came back. */
  saveRefreshed(tokens: Tokens, user: User | null): void;
  /** Spec part 1 section 7: a refresh answered with any status but 200 clears the tokens. */
  clearTokens(): void;
};
