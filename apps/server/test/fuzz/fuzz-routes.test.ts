// Every route fuzzed. For each endpoint contract, requests generated from its own zod schemas
// (fast-check), signed in as the area's persona, with a device's key or the feed's signature where
// the route needs one; then hostile values at each field and whole hostile bodies
// (hostile-requests.ts). Every answer must be 2xx or 4xx, a 4xx in the result shape with a message,
// and a refused request must leave the database as it was (db-watch.ts: checked after every
// request, generated or hostile, so refused and accepted requests need not be sent in separate
// batches).
//
// The seed changes with each run and is in the test's name: FUZZ_SEED=<seed> sends the same
// requests again. A failing generated request is shown by fast-check (with its own seed and
// path), a failing hostile one by its label and the request sent. The app's per-address limits
// are met with a new client address per request rather than with config overrides.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import type { Endpoint } from '@ignite/domain/contract/endpoint';
import { startTestApp, type TestApp } from '../test-app.ts';
import { type FuzzClient, type Persona, personaFor, startFuzzClient } from './fuzz-client.ts';
import { type GeneratedRequest, hostileRequests, partsOf } from './hostile-requests.ts';
import { knownValues, storedValues } from './known-values.ts';
import { arbitraryFor, type KnownValues } from './zod-arbitrary.ts';

const SEED = Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
/** Generated requests per endpoint; the hostile ones (about 11,000 in all) come on top. */
const GENERATED_RUNS = 30;
const MIN_REQUESTS = 10_000;
/** Problems listed at most per endpoint: enough to see a pattern. */
const MAX_PROBLEMS = 10;

function requestArbitrary(endpoint: Endpoint, known: KnownValues): fc.Arbitrary<GeneratedRequest> {
  const part = (schema: Endpoint['body'], channel: 'json' | 'header' = 'json') =>
    schema ? arbitraryFor(schema, known, channel) : fc.constant(undefined);
  return fc.record({
    params: part(endpoint.params),
    query: part(endpoint.query),
    body: part(endpoint.body),
    headers: part(endpoint.headers, 'header'),
  });
}

/** A new client address for each hostile request, so no per-address limit decides its answer. */
function addresses() {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

const routes = allEndpoints.map((endpoint, index) => ({
  endpoint,
  index,
  route: `${endpoint.method} ${endpoint.path}`,
}));

describe(`every route, fuzzed (FUZZ_SEED=${SEED})`, () => {
  let t: TestApp;
  let client: FuzzClient;
  const known = new Map<Persona, KnownValues>();
  const address = addresses();
  let generatedAccepted = 0;

  beforeAll(async () => {
    t = await startTestApp();
    client = await startFuzzClient(t);
    const stored = await storedValues(t);
    for (const [persona, session] of client.sessions) {
      known.set(persona, await knownValues(t, session, stored));
    }
  });
  afterAll(() => t?.close());

  test.each(routes)(
    '$route',
    async ({ endpoint, index }) => {
      const seed = (SEED + index) | 0;
      const values = known.get(personaFor(endpoint));
      if (!values) throw new Error(`no known values for ${personaFor(endpoint)}`);
      const arbitrary = requestArbitrary(endpoint, values);

      await client.refreshCredentials(endpoint);
      await fc.assert(
        fc.asyncProperty(
          arbitrary,
          fc.ipV4(),
          // Now and then without credentials: that refusal must be as clean.
          fc.oneof(
            { weight: 9, arbitrary: fc.constant('usual' as const) },
            { weight: 1, arbitrary: fc.constant('none' as const) },
          ),
          async (request, remoteAddress, authorization) => {
            const { status, problem } = await client.check(endpoint, {
              ...partsOf(endpoint, request, remoteAddress),
              authorization,
            });
            if (problem) throw new Error(problem);
            if (status < 300) generatedAccepted += 1;
          },
        ),
        { seed, numRuns: GENERATED_RUNS },
      );

      await client.refreshCredentials(endpoint);
      const bases = fc.sample(arbitrary, { seed, numRuns: 8 });
      const nowSeconds = Math.floor(t.clock.now().getTime() / 1000);
      const problems: string[] = [];
      for (const { label, parts } of hostileRequests(endpoint, bases, nowSeconds, address)) {
        const { problem } = await client.check(endpoint, parts);
        if (problem) problems.push(`${label}: ${problem}`);
        if (problems.length >= MAX_PROBLEMS) break;
      }
      expect(problems).toEqual([]);
    },
    120_000,
  );

  test(`sent at least ${MIN_REQUESTS} requests, got past the checks with many, polluted nothing`, () => {
    expect(client.sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    // Signed in, with ids that exist: a good share of the generated requests is accepted
    // (about a quarter), so the handlers are fuzzed and not only the schemas and the sign-in.
    expect(generatedAccepted).toBeGreaterThanOrEqual((routes.length * GENERATED_RUNS) / 10);
    // The __proto__ and constructor payloads polluted nothing in the server's process.
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});
