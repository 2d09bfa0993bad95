// Cashback benchmark on PostgreSQL: the provider's signed feed (new purchases, settlements of
// earlier ones, and replays) posted by 16 callers at once across the five demo consumers'
// wallets, then payouts (each with its own Idempotency-Key, some repeated) from the same
// wallets, while the payout job completes them. Throughput and p99 of each; then the ledger is
// checked to balance to the cent against the transactions and payouts it came from. A ledger
// that does not balance, or an answer the load did not expect, fails the benchmark.
import path from 'node:path';
import pg from 'pg';
import type { Benchmark, BenchContext, BenchVerdict } from './lib/benchmark.ts';
import { runClosedLoop, type LoopFigures } from './lib/closed-loop.ts';
import { startIgniteApp } from './lib/ignite-app.ts';
import { createBenchDatabase } from './lib/postgres.ts';
import { writeResults } from './lib/results.ts';
import { postgresAdminUrl } from './lib/settings.ts';
import { formatTable } from './lib/table.ts';
import { expectOk } from './lib/http.ts';
import { signFeed } from '../apps/server/src/modules/cashback/feed-signature.ts';

const FEED_SECRET = 'bench-cashback-feed-secret-of-32-characters';
const CONSUMERS = [
  'owner@demo.ignite',
  'protect@demo.ignite',
  'generic@demo.ignite',
  'newcar@demo.ignite',
  'shared@demo.ignite',
];
const WORKERS = 16;

type Wallet = { auth: Record<string, string>; cardId: string };

export const cashbackBenchmark: Benchmark = { name: 'cashback', run };

async function run(context: BenchContext): Promise<BenchVerdict> {
  const postgres = await createBenchDatabase(postgresAdminUrl(), context.cleanup);
  if (!('url' in postgres)) {
    console.log(`cashback skipped: ${postgres.unavailable}`);
    return 'PASS';
  }
  const app = await startIgniteApp(context, {
    databaseUrl: postgres.url,
    env: { CASHBACK_FEED_SECRET: FEED_SECRET, PAYOUT_COMPLETION_SECONDS: '0' },
  });
  try {
    const wallets = await Promise.all(
      CONSUMERS.map((username) => walletFor(app.baseUrl, username)),
    );
    const seconds = context.timing.durationSeconds;
    await runClosedLoop(
      WORKERS,
      context.timing.warmupSeconds,
      feedPoster(app.baseUrl, wallets, 'w'),
    );
    const feed = await runClosedLoop(WORKERS, seconds, feedPoster(app.baseUrl, wallets, 'm'));
    const payouts = await runClosedLoop(WORKERS, seconds, redeemer(app.baseUrl, wallets));
    // The job completes what was requested; then nothing may be left half-done.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const ledger = await checkLedger(postgres.url);
    return await report(context, { feed, payouts, ledger });
  } finally {
    await app.stop();
  }
}

/** A consumer signed in, with a card linked in the sandbox and a bank account on file. */
async function walletFor(appUrl: string, username: string): Promise<Wallet> {
  const login = (await expectOk(`${appUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  })) as { data: { tokens: { accessToken: string }; user: Record<string, unknown> } };
  const user = login.data.user as {
    appConsumerId: string;
    activeVehicle: { vehicleId: string };
  };
  const auth = {
    authorization: `Bearer ${login.data.tokens.accessToken}`,
    'content-type': 'application/json',
  };
  const profile = (await expectOk(`${appUrl}/api/igniteprofile`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      appConsumerId: user.appConsumerId,
      vehicleId: user.activeVehicle.vehicleId,
    }),
  })) as { data: { linkCardUrl: string } };
  const token = new URL(profile.data.linkCardUrl).searchParams.get('token');
  const card = (await expectOk(`${appUrl}/api/sandbox/card-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, cardNumber: '4242424242424242', expiry: '12/39' }),
  })) as { data: { linkedCardId: string } };
  await expectOk(`${appUrl}/api/igniteprofile/bank-account`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({
      appConsumerId: user.appConsumerId,
      bankAccount: { bsb: '123-456', accountNumber: '1234-5678-90' },
    }),
  });
  const cards = (await expectOk(`${appUrl}/api/igniteprofile`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      appConsumerId: user.appConsumerId,
      vehicleId: user.activeVehicle.vehicleId,
    }),
  })) as { data: { linkedCards: { linkedCardId: string; providerId: string }[] } };
  const linked = cards.data.linkedCards.find((c) => c.linkedCardId === card.data.linkedCardId);
  if (!linked) throw new Error(`${username}: the linked card is not in the profile`);
  return { auth, cardId: linked.providerId };
}

/**
 * Each worker's posts: a new pending purchase, then (every other post) the settlement of its
 * last purchase, and every tenth post a replay of the one before: stored once, answered 200.
 */
function feedPoster(appUrl: string, wallets: readonly Wallet[], phase: string) {
  const last = new Map<number, string>();
  return async (worker: number, sequence: number) => {
    const wallet = wallets[worker % wallets.length] as Wallet;
    const now = new Date();
    const previous = last.get(worker);
    const settle = sequence % 2 === 1 && previous !== undefined;
    const replay = sequence % 10 === 9 && previous !== undefined;
    const transactionId =
      settle || replay ? (previous as string) : `${phase}-${worker}-${sequence}`;
    const updatedAt = new Date(now.getTime() + (settle ? 1000 : 0)).toISOString();
    const raw = JSON.stringify({
      id: `evt-${phase}-${worker}-${sequence}`,
      type: 'transaction.updated',
      data: {
        transactionId,
        cardId: wallet.cardId,
        state: settle ? 'settled' : 'pending',
        cashbackAmountCents: 250,
        purchaseAmountCents: 5000,
        advertiserName: 'Bench Fuel Co',
        category: 'Fuel',
        transactionDate: now.toISOString(),
        updatedAt,
      },
    });
    if (!settle && !replay) last.set(worker, transactionId);
    const answer = await fetch(`${appUrl}/api/cashback/feed`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'ignite-signature': signFeed(FEED_SECRET, raw, Math.floor(now.getTime() / 1000)),
      },
      body: raw,
    });
    await answer.arrayBuffer();
    return answer.status;
  };
}

/** Payouts of $1.00, each with a key of its own; every fifth repeats the one before. */
function redeemer(appUrl: string, wallets: readonly Wallet[]) {
  return async (worker: number, sequence: number) => {
    const wallet = wallets[worker % wallets.length] as Wallet;
    const key = `bench-${worker}-${sequence % 5 === 4 ? sequence - 1 : sequence}`;
    const answer = await fetch(`${appUrl}/api/igniteprofile/redeem-cashback`, {
      method: 'POST',
      headers: { ...wallet.auth, 'idempotency-key': key },
      body: JSON.stringify({ amount: 1 }),
    });
    await answer.arrayBuffer();
    return answer.status;
  };
}

type LedgerCheck = {
  wallets: number;
  balanced: boolean;
  problems: string[];
  payouts: { requested: number; completed: number; failed: number };
};

/**
 * For every wallet: pending in the ledger is the cashback of its Clear and Pending
 * transactions; available is the cashback of its Settled ones less every payout not failed;
 * never below zero; and every payout has exactly one debit.
 */
async function checkLedger(databaseUrl: string): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      wallet_id: string;
      ledger_pending: string;
      ledger_available: string;
      held_pending: string;
      settled: string;
      paid: string;
    }>(`
      select w.id as wallet_id,
        coalesce((select sum(amount_cents) from ledger_entries e where e.wallet_id = w.id and account = 'pending'), 0) as ledger_pending,
        coalesce((select sum(amount_cents) from ledger_entries e where e.wallet_id = w.id and account = 'available'), 0) as ledger_available,
        coalesce((select sum(cashback_cents) from cashback_transactions t where t.wallet_id = w.id and state in (0, 1)), 0) as held_pending,
        coalesce((select sum(cashback_cents) from cashback_transactions t where t.wallet_id = w.id and state = 2), 0) as settled,
        coalesce((select sum(amount_cents) from payouts p where p.wallet_id = w.id and state <> 'failed'), 0) as paid
      from cashback_wallets w`);
    const problems: string[] = [];
    for (const row of rows) {
      const available = Number(row.settled) - Number(row.paid);
      if (Number(row.ledger_pending) !== Number(row.held_pending)) {
        problems.push(`${row.wallet_id}: pending ${row.ledger_pending} != ${row.held_pending}`);
      }
      if (Number(row.ledger_available) !== available) {
        problems.push(`${row.wallet_id}: available ${row.ledger_available} != ${available}`);
      }
      if (Number(row.ledger_available) < 0) problems.push(`${row.wallet_id}: below zero`);
    }
    const debits = await client.query<{ payout_id: string; n: string }>(`
      select p.id as payout_id, count(e.id) as n from payouts p
      left join ledger_entries e on e.payout_id = p.id and e.amount_cents < 0
      group by p.id having count(e.id) <> 1`);
    for (const row of debits.rows) problems.push(`payout ${row.payout_id}: ${row.n} debits`);
    const states = await client.query<{ state: string; n: string }>(
      'select state, count(*) as n from payouts group by state',
    );
    const count = (state: string) => Number(states.rows.find((r) => r.state === state)?.n ?? 0);
    return {
      wallets: rows.length,
      balanced: problems.length === 0,
      problems,
      payouts: {
        requested: count('requested'),
        completed: count('completed'),
        failed: count('failed'),
      },
    };
  } finally {
    await client.end();
  }
}

async function report(
  context: BenchContext,
  measured: { feed: LoopFigures; payouts: LoopFigures; ledger: LedgerCheck },
): Promise<BenchVerdict> {
  const { feed, payouts, ledger } = measured;
  const row = (label: string, f: LoopFigures) => [
    label,
    f.requestsPerSecond,
    f.latencyMs.p50,
    f.latencyMs.p99,
    f.latencyMs.max,
    JSON.stringify(f.byStatus),
  ];
  console.log(
    `\nCashback on PostgreSQL: ${WORKERS} callers at once over ${CONSUMERS.length} wallets\n`,
  );
  console.log(
    formatTable(
      ['phase', 'requests/s', 'p50 ms', 'p99 ms', 'max ms', 'answers'],
      [row('signed feed (new, settle, replay)', feed), row('redeem $1 (Idempotency-Key)', payouts)],
      [0, 1, 1, 1, 1, 0],
    ),
  );
  console.log(
    `\nLedger after the run: ${ledger.wallets} wallets, ${ledger.balanced ? 'balanced to the cent' : 'NOT BALANCED'}; ` +
      `payouts ${JSON.stringify(ledger.payouts)}`,
  );
  for (const problem of ledger.problems.slice(0, 10)) console.log(`  ${problem}`);
  // The feed answers 200 to every post, replays included; a payout 200, or 400 once a wallet
  // ran below the minimum. Anything else is a fault the figures must not hide.
  const unexpected = [
    ...Object.keys(feed.byStatus).filter((status) => status !== '200'),
    ...Object.keys(payouts.byStatus).filter((status) => status !== '200' && status !== '400'),
  ];
  if (!ledger.balanced || unexpected.length > 0) {
    throw new Error(
      `cashback: ledger balanced ${ledger.balanced}, unexpected answers ${unexpected.join(', ')}`,
    );
  }
  const file = await writeResults('cashback', {
    timing: context.timing,
    workers: WORKERS,
    wallets: CONSUMERS.length,
    feed,
    payouts,
    ledger,
    verdict: 'PASS',
  });
  console.log(`\nResults written to ${path.relative(context.repoRoot, file)}`);
  return 'PASS';
}
