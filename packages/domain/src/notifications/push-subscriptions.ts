// How many browsers an owner may keep push subscriptions for. Each browser an owner
// turns push on in keeps one subscription; a browser that was wiped or replaced never says
// goodbye, so its subscription would linger until a push to it fails. A limit keeps the list
// (and each reminder's fan-out) bounded: past it, the oldest saved subscriptions are dropped,
// since the browser saved most recently is the one the owner is using.

export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export type SavedSubscription = { id: string; savedAt: Date };

/**
 * The subscriptions to drop so that `limit` remain: all but the `limit` saved most recently.
 * Of two saved at the same instant, the one with the greater id is kept, so every caller
 * agrees on the same choice.
 */
export function subscriptionsOverLimit<S extends SavedSubscription>(
  subscriptions: readonly S[],
  limit = PUSH_SUBSCRIPTIONS_PER_USER,
): S[] {
  const newestFirst = [...subscriptions].sort(
    (a, b) => b.savedAt.getTime() - a.savedAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  return newestFirst.slice(Math.max(limit, 0));
}
