// Durability under kill -9. The real server takes a concurrent stream of writes (odometer
// readings, payouts, the cashback feed's credits, health-monitor telemetry and dealer
// activations that text a welcome through the outbox) and is killed with SIGKILL at a random
// moment while they are in flight, then started again on the same database; 20 rounds on PGlite
// and 20 on PostgreSQL. After each kill the database, as the dead process left it, must hold
// every write that was answered 2xx, nothing twice, and a balanced ledger; retries of
// unanswered writes and replays of acknowledged ones (same key, same event, same batch) must
// not apply anything twice; and every text must reach the stand-in SMS gateway, again only
// where the outbox allows it (a crash between the gateway's acceptance and the mark-as-sent,
// decision 0023).
//
// The kill moments come from a seed, printed at the start: KILL_NINE_SEED=<seed> repeats them.
// KILL_NINE_ROUNDS changes the rounds per database; DURABILITY_POSTGRES_URL (or CI_DATABASE_URL)
// the PostgreSQL server the fresh database is made on.
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, type ExpectStatic, test } from 'vitest';
import { type ChildServer, freePort } from '../child-server.ts';
import { Cleanup } from '../cleanup.ts';
import { seededRandom } from '../health-monitor-simulator/device-model.ts';
import { copyPgdata, pgdataOf, readPglite, readPostgres, type Sql } from './database-reader.ts';
import {
  type CheckScope,
  type Inspection,
  inspect,
  resendProblems,
  textsInTheWindow,
  undeliveredProblems,
} from './durability-checks.ts';
import { freshPostgresDatabase } from '../fresh-postgres.ts';
import { callOk } from './http-call.ts';
import { type IgniteDatabase, killNine, startIgniteServer } from './ignite-server.ts';
import { type StandInGateway, startStandInGateway } from './stand-in-gateway.ts';
import { type StreamTarget, tally, WRITE_KINDS, WriteStream } from './write-stream.ts';

const ROUNDS = Number(process.env.KILL_NINE_ROUNDS ?? 20);
const SEED = Number(process.env.KILL_NINE_SEED ?? randomInt(2 ** 31));
const POSTGRES_ADMIN_URL =
  process.env.DURABILITY_POSTGRES_URL ??
  process.env.CI_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
/** The kill comes this long after the round's first answer. */
const KILL_AFTER_MS = { min: 200, max: 1500 };
const FEED_SECRET = 'kill-nine-cashback-feed-secret-0123456789';
const OWNER = 'owner@demo.ignite';

const cleanup = new Cleanup();
afterAll(() => cleanup.run());

console.log(`kill-nine: seed ${SEED} (KILL_NINE_SEED=${SEED} repeats the kill moments)`);

function serverSettings(gatewayUrl: string): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'secret',
    TWILIO_FROM: '+61400000000',
    TWILIO_API_URL: gatewayUrl,
    // A text claimed by a killed process goes out again a second after the restart.
    OUTBOX_POLL_SECONDS: '0.2',
    OUTBOX_CLAIM_SECONDS: '1',
    // Payouts complete at once, so the payout job works (and is killed) during the rounds.
    PAYOUT_COMPLETION_SECONDS: '0',
    PAYOUT_POLL_SECONDS: '0.5',
    CASHBACK_FEED_SECRET: FEED_SECRET,
    // One sign-in serves every round.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
}

type Signed = { tokens: { accessToken: string }; user: Record<string, unknown> };

/** The owner, the dealer, a device fitted in the owner's car and a card to credit. */
async function prepare(baseUrl: string) {
  const signIn = async (username: string) => {
    const session = await callOk<Signed>(baseUrl, 'POST', '/api/user/login', {
      body: { username, password: 'demo1234' },
    });
    return { user: session.user, authorization: `Bearer ${session.tokens.accessToken}` };
  };
  const owner = await signIn(OWNER);
  const vehicleId = (owner.user.activeVehicle as { vehicleId: string }).vehicleId;
  const profile = await callOk<{ linkedCards: { providerId: string }[] }>(
    baseUrl,
    'POST',
    '/api/igniteprofile',
    {
      headers: { authorization: owner.authorization },
      body: { appConsumerId: owner.user.appConsumerId, vehicleId },
    },
  );
  const device = await callOk<{ vehicleId: string; serial: string; deviceKey: string }>(
    baseUrl,
    'POST',
    '/api/demo/health-monitor/devices',
    { body: { rego: 'CXR52H' } },
  );
  const dealer = await signIn('dealer@demo.ignite');
  const apps = await callOk<{ appConfigurations: { appConfigurationId: string; name: string }[] }>(
    baseUrl,
    'POST',
    '/api/dealermode/list/app-configurations',
    { headers: { authorization: dealer.authorization }, body: {} },
  );
  const harbour = apps.appConfigurations.find((app) => app.name === 'Harbour City Motors');
  const cardId = profile.linkedCards[0]?.providerId;
  if (!harbour || !cardId) throw new Error('the demo data lacks the dealer app or a card');
  const target: StreamTarget = {
    baseUrl,
    owner: { authorization: owner.authorization, vehicleId },
    cardId,
    feedSecret: FEED_SECRET,
    device: { key: device.deviceKey, vehicleId: device.vehicleId },
    dealer: { authorization: dealer.authorization, appConfigurationId: harbour.appConfigurationId },
  };
  const scope: CheckScope = { ownerUsername: OWNER, vehicleId, deviceSerial: device.serial };
  return { target, scope };
}

type RoundFigures = {
  killAfterMs: number;
  inFlightAtKill: number;
  restartMs: number;
  checkMs: number;
  inTheWindow: number;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function killNineRounds(kind: IgniteDatabase['kind']) {
  const began = Date.now();
  const random = seededRandom(SEED + (kind === 'pglite' ? 0 : 1));
  const delays = seededRandom(SEED ^ 0x5bd1e995);
  // Answers wait up to 20 ms: now and then a kill lands after acceptance, before mark-as-sent.
  const gateway = await startStandInGateway(cleanup, {
    answerDelayMs: () => Math.floor(delays() * 20),
  });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `ignite-kill-nine-${kind}-`));
  cleanup.add(() => rm(dataDir, { recursive: true, force: true }));
  const database: IgniteDatabase =
    kind === 'pglite'
      ? { kind, dataDir }
      : {
          kind,
          dataDir,
          url: await freshPostgresDatabase(POSTGRES_ADMIN_URL, cleanup, 'ignite_kill_nine'),
        };
  const port = await freePort();
  const start = (readyTimeoutMs?: number) =>
    startIgniteServer({
      cleanup,
      port,
      inherited: process.env,
      database,
      settings: serverSettings(gateway.url),
      ...(readyTimeoutMs ? { readyTimeoutMs } : {}),
    });

  gateway.epoch = 1;
  let server: ChildServer = await start(180_000);
  const firstStartMs = Date.now() - began;
  const { target, scope } = await prepare(server.baseUrl);
  const stream = new WriteStream(target, random);
  const check = (sql: Sql) => inspect(sql, scope, stream.writes);
  const allowance = new Map<string, number>();
  const problems: string[] = [];
  const rounds: RoundFigures[] = [];

  type Started = { server: ChildServer; ms: number };
  const timedStart = (): Promise<Started> => {
    const starting = Date.now();
    const started = start().then((child) => ({ server: child, ms: Date.now() - starting }));
    started.catch(() => undefined); // awaited later; not an unhandled rejection meanwhile
    return started;
  };
  let next: Promise<Started> | null = null;

  for (let round = 1; round <= ROUNDS; round++) {
    let restartMs = 0;
    if (round > 1) {
      const started = await (next ?? timedStart());
      next = null;
      server = started.server;
      restartMs = started.ms;
    }
    stream.round = round;
    const writing = stream.run(round > 1);
    const killAfterMs =
      KILL_AFTER_MS.min + Math.floor(random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
    // Counted from the round's first answer: a server just started spends its first moments
    // warming up, and the kill should find it working through the stream.
    await Promise.race([stream.answered, sleep(10_000)]);
    await sleep(killAfterMs);
    const inFlightAtKill = stream.inFlight();
    stream.stop();
    const killed = killNine(server);
    stream.markKilled();
    await killed;
    await writing;
    // Texts from now on come from the next process; a moment first for a request the dead one
    // had written whole to reach the gateway (it is accepted: a real gateway would send it).
    await sleep(50);
    gateway.epoch = round + 1;

    // The database as the dead process left it: PostgreSQL before the restart; a copy of
    // PGlite's directory, read while the next server starts on the original.
    const checking = Date.now();
    let inspection: Inspection;
    if (database.kind === 'postgres') {
      inspection = await readPostgres(database.url, check);
    } else {
      const snapshot = await copyPgdata(dataDir, cleanup);
      next = timedStart();
      inspection = await readPglite(snapshot.pgdata, check).finally(snapshot.dispose);
    }
    const checkMs = Date.now() - checking;
    const window = textsInTheWindow(gateway.accepted, round, inspection.texts);
    for (const to of window) allowance.set(to, (allowance.get(to) ?? 0) + 1);
    problems.push(
      ...[...inspection.problems, ...resendProblems(gateway.accepted, allowance)].map(
        (problem) => `${kind} round ${round}: ${problem}`,
      ),
    );
    rounds.push({ killAfterMs, inFlightAtKill, restartMs, checkMs, inTheWindow: window.length });
    if (problems.length > 0) break;
  }

  // The last restart: the unanswered writes are sent again, the outbox drains, and the server
  // stops cleanly before the final check.
  let final: Inspection | null = null;
  if (problems.length === 0) {
    server = (await (next ?? timedStart())).server;
    await stream.retryAllUnknown();
    await drained(gateway, stream);
    await server.stop();
    final =
      database.kind === 'postgres'
        ? await readPostgres(database.url, check)
        : await readPglite(pgdataOf(dataDir), check);
    problems.push(
      ...[
        ...final.problems,
        ...resendProblems(gateway.accepted, allowance),
        ...undeliveredProblems(final.texts, gateway.accepted),
      ].map((problem) => `${kind} final: ${problem}`),
    );
  }

  report(kind, {
    seconds: (Date.now() - began) / 1000,
    firstStartMs,
    rounds,
    stream,
    final,
    resent: gateway.accepted.length - new Set(gateway.accepted.map((text) => text.to)).size,
  });
  return { problems, unexpected: stream.unexpected, rounds: rounds.length, stream };
}

/** Until every text the gateway is owed has gone and it has been quiet for a while. */
async function drained(gateway: StandInGateway, stream: WriteStream) {
  const owed = stream.writes
    .filter(
      (w) => w.kind === 'text' && (w.outcome === 'acknowledged' || w.outcome === 'done-before'),
    )
    .map((w) => w.id);
  const until = Date.now() + 60_000;
  let seen = -1;
  let quietSince = Date.now();
  while (Date.now() < until) {
    if (gateway.accepted.length !== seen) {
      seen = gateway.accepted.length;
      quietSince = Date.now();
    }
    const delivered = new Set(gateway.delivered());
    // Longer than a claim (1 s) and a few polls: a text left claimed would have gone by now.
    if (owed.every((to) => delivered.has(to)) && Date.now() - quietSince > 2_000) return;
    await sleep(100);
  }
}

function report(
  kind: string,
  figures: {
    seconds: number;
    firstStartMs: number;
    rounds: RoundFigures[];
    stream: WriteStream;
    final: Inspection | null;
    resent: number;
  },
) {
  const { rounds, stream } = figures;
  const lines = [
    `kill-nine on ${kind}: ${rounds.length} rounds, ${rounds.length} kills, ${figures.seconds.toFixed(1)} s ` +
      `(first start with seeding ${(figures.firstStartMs / 1000).toFixed(1)} s, ` +
      `restart median ${(median(rounds.slice(1).map((r) => r.restartMs)) / 1000).toFixed(1)} s, ` +
      `check after a kill median ${(median(rounds.map((r) => r.checkMs)) / 1000).toFixed(2)} s)`,
    `  kill after ${Math.min(...rounds.map((r) => r.killAfterMs))}-${Math.max(...rounds.map((r) => r.killAfterMs))} ms; ` +
      `writes in flight at the kill: ${Math.min(...rounds.map((r) => r.inFlightAtKill))}-${Math.max(...rounds.map((r) => r.inFlightAtKill))}`,
    ...WRITE_KINDS.map((writeKind) => {
      const t = tally(stream.writes, writeKind);
      return (
        `  ${writeKind.padEnd(9)} sent ${t.sent}, acknowledged ${t.acknowledged} (${t.acknowledgedAfterKill} of them answered after the kill signal), ` +
        `done before ${t.doneBefore}, refused ${t.refused}, unanswered ${t.unknown}, retried ${t.retried}, replayed ${t.replayed}` +
        (figures.final ? `; rows in the database ${figures.final.rows[writeKind]}` : '')
      );
    }),
    `  retries answered: ${[...stream.retryAnswers].map(([what, n]) => `${what} ×${n}`).join('; ') || 'none'}`,
    `  replays of acknowledged writes answered: ${[...stream.replayAnswers].map(([what, n]) => `${what} ×${n}`).join('; ') || 'none'}`,
    `  texts caught between the gateway's acceptance and mark-as-sent: ${rounds.reduce((sum, r) => sum + r.inTheWindow, 0)}; texts sent again: ${figures.resent}`,
  ];
  console.log(lines.join('\n'));
}

/** The harness itself must have worked: writes of every kind answered, each round a kill. */
function expectExercised(expect: ExpectStatic, result: Awaited<ReturnType<typeof killNineRounds>>) {
  for (const kind of WRITE_KINDS) {
    expect(tally(result.stream.writes, kind).acknowledged, kind).toBeGreaterThan(0);
  }
  expect(result.rounds).toBe(ROUNDS);
}

// The two databases at once: a server's start is mostly one thread, and this machine has two.
test.concurrent(
  `PGlite: every acknowledged write survives ${ROUNDS} kill -9s, none is applied or sent twice`,
  async ({ expect }) => {
    const result = await killNineRounds('pglite');
    expect(result.unexpected).toEqual([]);
    expect(result.problems).toEqual([]);
    expectExercised(expect, result);
  },
  900_000,
);

test.concurrent(
  `PostgreSQL: every acknowledged write survives ${ROUNDS} kill -9s, none is applied or sent twice`,
  async ({ expect }) => {
    const result = await killNineRounds('postgres');
    expect(result.unexpected).toEqual([]);
    expect(result.problems).toEqual([]);
    expectExercised(expect, result);
  },
  900_000,
);
