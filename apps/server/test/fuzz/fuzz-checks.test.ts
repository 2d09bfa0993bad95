// The route fuzz's own parts, held to what the fuzz relies on: its generated requests pass the
// endpoints' schemas often enough to reach the handlers, its database watch sees a change (and
// only a change), and its answer check catches a 5xx and a refusal without a message.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { allEndpoints } from '@ignite/domain/contract/all-endpoints';
import { startTestApp, type TestApp } from '../test-app.ts';
import { type DatabaseWatch, watchDatabase } from './db-watch.ts';
import { answerProblem, encodedParams, headerValues, queryPairs } from './fuzz-client.ts';
import { arbitraryFor } from './zod-arbitrary.ts';

/** A request part as the server reads it from the URL: text, a repeated key a list. */
function fromPairs(pairs: [string, string][]) {
  const read: Record<string, string | string[]> = {};
  for (const [encodedKey, encodedValue] of pairs) {
    const key = decodeURIComponent(encodedKey);
    const value = decodeURIComponent(encodedValue);
    const before = read[key];
    read[key] = before === undefined ? value : [before, value].flat();
  }
  return read;
}

const asReceived = {
  params: (value: unknown) => fromPairs(Object.entries(encodedParams(value))),
  query: (value: unknown) => fromPairs(queryPairs(value)),
  body: (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value))),
  headers: headerValues,
};

describe('the generated requests', () => {
  const none = { own: new Map(), stored: new Map() };
  const parts = allEndpoints.flatMap((endpoint) =>
    (['params', 'query', 'body', 'headers'] as const).flatMap((part) => {
      const schema = endpoint[part];
      return schema ? [{ route: `${endpoint.method} ${endpoint.path} ${part}`, part, schema }] : [];
    }),
  );

  test.each(parts)('pass the schema of $route now and then', ({ part, schema }) => {
    const channel = part === 'headers' ? 'header' : 'json';
    const samples = fc.sample(arbitraryFor(schema, none, channel), { seed: 42, numRuns: 200 });
    const passing = samples.filter((s) => z.safeParse(schema, asReceived[part](s)).success);
    // Even without the known values the fuzz has (which make it likelier): not never.
    expect(passing.length).toBeGreaterThan(0);
  });
});

describe('the database watch', () => {
  let t: TestApp;
  let watch: DatabaseWatch;
  const run = async (text: string) =>
    ((await t.db.execute(sql.raw(text))) as unknown as { rows: unknown[] }).rows;

  beforeAll(async () => {
    t = await startTestApp();
    watch = await watchDatabase(t.db);
  });
  afterAll(() => t?.close());

  test('sees nothing when nothing was written', async () => {
    await run('SELECT count(*) FROM users');
    expect(await watch.changes()).toEqual([]);
  });

  test('sees a changed row, a deleted one and a new one', async () => {
    await run(`UPDATE users SET first_name = 'Fuzz' WHERE username = 'owner@demo.ignite'`);
    expect(await watch.changes()).toEqual(['users']);
    expect(
      await run(
        'DELETE FROM battery_readings WHERE id IN (SELECT id FROM battery_readings LIMIT 1) RETURNING id',
      ),
    ).toHaveLength(1);
    expect(await watch.changes()).toEqual(['battery_readings']);
    await run(
      `INSERT INTO app_change_grants SELECT u.id, a.id, now() FROM users u, app_configurations a LIMIT 1`,
    );
    expect(await watch.changes()).toEqual(['app_change_grants']);
    await run('DELETE FROM battery_readings WHERE false');
    expect(await watch.changes()).toEqual([]);
  });

  test('does not count a rewrite with the same values, nor a rolled-back write', async () => {
    // (users: not a garage table, whose writes restamp the vehicle by trigger, migration 0002)
    await run('UPDATE users SET first_name = first_name');
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET last_name = 'Rolled back'`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await watch.changes()).toEqual([]);
  });

  test('leaves out what a refusal may change: throttle counters, the background jobs’ columns', async () => {
    await run(`INSERT INTO attempt_counters VALUES ('fuzz', now(), 1, NULL)`);
    expect(await run('UPDATE payouts SET attempts = attempts + 1 RETURNING id')).not.toHaveLength(
      0,
    );
    expect(await watch.changes()).toEqual([]);
    await run('UPDATE payouts SET amount_cents = amount_cents + 1');
    expect(await watch.changes()).toEqual(['payouts']);
  });
});

describe('the answer check', () => {
  const json = 'application/json; charset=utf-8';
  const refusal = (status: number, messages: unknown) =>
    JSON.stringify({ success: false, status, data: null, messages });

  test('passes a success and a refusal with its message', () => {
    expect(answerProblem({ status: 200, body: '<svg/>', contentType: 'image/svg+xml' })).toBeNull();
    expect(
      answerProblem({ status: 404, body: refusal(404, ['Not found']), contentType: json }),
    ).toBeNull();
  });

  test('fails a server error, a redirect, and a refusal without the result shape or a message', () => {
    const problems = [
      { status: 500, body: refusal(500, ['Unfortunately']), contentType: json },
      { status: 503, body: refusal(503, ['Down']), contentType: json },
      { status: 302, body: '', contentType: '' },
      { status: 400, body: refusal(400, []), contentType: json },
      { status: 400, body: refusal(400, ['  ']), contentType: json },
      { status: 400, body: refusal(404, ['Wrong status']), contentType: json },
      { status: 415, body: 'Unsupported', contentType: 'text/plain' },
      { status: 400, body: '{"message":"bad"}', contentType: json },
    ].map(answerProblem);
    expect(problems.filter((p) => p === null)).toEqual([]);
  });
});
