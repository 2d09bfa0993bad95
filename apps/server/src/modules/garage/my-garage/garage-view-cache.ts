/**
 * Serialised My Garage answers (the JSON bytes) kept by one server instance. An answer is
 * reused only while
 *   - the garage stamps it was read with still match the database's (every write to a row the
 *     answer is built from stamps afresh, by trigger: migration 0002; the stamping tables are
 *     listed in db/garage-stamps.ts), which makes a write by any instance visible at the next
 *     read; and
 *   - it is younger than `maxAgeMs`, because condition states, alerts and appointment labels
 *     also move with the clock (a date passing), with no write at all.
 * Checking the stamps is one indexed read; building the answer is a nested read, the domain
 * rules and about 15 KB of JSON (decision 0012, bench/garage.ts).
 */
type Entry = { stamp: string; computedAtMs: number; body: Buffer };

export function createGarageViewCache({
  maxEntries,
  maxAgeMs,
}: {
  maxEntries: number;
  maxAgeMs: number;
}) {
  // A Map iterates in insertion order, so the first key is the answer written longest ago.
  const entries = new Map<string, Entry>();
  return {
    get(key: string, stamp: string, now: Date): Buffer | undefined {
      const entry = entries.get(key);
      if (!entry || entry.stamp !== stamp) return undefined;
      const ageMs = now.getTime() - entry.computedAtMs;
      // A clock that went back (a test's, or a corrected host clock) trusts nothing cached.
      return ageMs >= 0 && ageMs < maxAgeMs ? entry.body : undefined;
    },
    set(key: string, stamp: string, now: Date, body: Buffer) {
      entries.delete(key);
      entries.set(key, { stamp, computedAtMs: now.getTime(), body });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}

/** The stamp of an answer: its vehicle's and its app's garage versions, read together. */
export const garageStamp = (vehicleVersion: number, appVersion: number) =>
  `${vehicleVersion}.${appVersion}`;
