/**
 * Whether the session behind an access token is still live (decision 0017). Asking the
 * database on every request would cost a round trip each; remembering a live answer for a
 * few seconds costs one lookup per session per instance in that time. A revocation made
 * on this instance is forgotten at once; one made on another instance is seen within
 * `recheckSeconds`.
 */
type Deps = {
  isLiveInDatabase(sessionId: string, now: Date): Promise<boolean>;
  recheckSeconds: number;
  clock: () => Date;
};

/** Sessions remembered at most; a full memory is emptied and refilled. */
const REMEMBERED_SESSIONS = 10_000;

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;

export function createSessionLiveness({ isLiveInDatabase, recheckSeconds, clock }: Deps) {
  const liveSince = new Map<string, number>();

  return {
    async isLive(sessionId: string): Promise<boolean> {
      const now = clock();
      const checkedAt = liveSince.get(sessionId);
      if (checkedAt !== undefined && now.getTime() - checkedAt < recheckSeconds * 1000) return true;
      const live = await isLiveInDatabase(sessionId, now);
      if (!live) liveSince.delete(sessionId);
      else {
        if (liveSince.size >= REMEMBERED_SESSIONS) liveSince.clear();
        liveSince.set(sessionId, now.getTime());
      }
      return live;
    },

    forget(sessionId: string) {
      liveSince.delete(sessionId);
    },
  };
}
