// What the durability harness checks in the database after each kill and at the end: every
// acknowledged write is there; nothing is there twice; a write without an answer is there
// whole or not at all; the cashback ledger balances; and the texts go out as the outbox
// promises (decision 0023): each at least once, and again only when a crash caught it accepted
// by the gateway but not yet marked sent.
import { ODOMETER_UPDATED_TITLE } from '@ignite/domain/garage/odometer-readings';
import type { Sql } from './database-reader.ts';
import type { AcceptedText } from './stand-in-gateway.ts';
import {
  ID_PREFIX,
  MOBILE_PREFIX,
  ODOMETER_BASE,
  REGO_PREFIX,
  type FeedWrite,
  type OdometerWrite,
  type PayoutWrite,
  type TelemetryWrite,
  type TextWrite,
  type Write,
} from './write-stream.ts';

/** Whose rows the writes landed in. */
export type CheckScope = { ownerUsername: string; vehicleId: string; deviceSerial: string };

export type Inspection = {
  problems: string[];
  /** Our texts' outbox states by number, as the database holds them. */
  texts: Map<string, string>;
  /** Rows of ours found, by kind: what the checks looked at. */
  rows: Record<'odometer' | 'payout' | 'feed' | 'telemetry' | 'text', number>;
};

/** An acknowledged write, or one a retry was told is done: it must be there. */
const mustBeThere = (write: Write) =>
  write.outcome === 'acknowledged' || write.outcome === 'done-before';

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

const like = (prefix: string) => `${prefix.replace(/[%_\\]/g, '\\$&')}%`;

export async function inspect(
  sql: Sql,
  scope: CheckScope,
  writes: readonly Write[],
): Promise<Inspection> {
  const problems: string[] = [];
  const of = <K extends Write['kind']>(kind: K) =>
    writes.filter((write): write is Extract<Write, { kind: K }> => write.kind === kind);

  const [wallet] = await sql<{ id: string }>(
    `select w.id from cashback_wallets w join users u on u.id = w.user_id where u.username = $1`,
    [scope.ownerUsername],
  );
  if (!wallet) throw new Error(`no cashback wallet for ${scope.ownerUsername}`);

  const odometerRows = await checkOdometer(sql, scope.vehicleId, of('odometer'), problems);
  const payoutRows = await checkPayouts(sql, wallet.id, of('payout'), problems);
  await checkLedger(sql, wallet.id, problems);
  const feedRows = await checkFeed(sql, of('feed'), problems);
  const telemetryRows = await checkTelemetry(sql, scope.deviceSerial, of('telemetry'), problems);
  const texts = await checkTexts(sql, of('text'), problems);
  return {
    problems,
    texts,
    rows: {
      odometer: odometerRows,
      payout: payoutRows,
      feed: feedRows,
      telemetry: telemetryRows,
      text: texts.size,
    },
  };
}

/** Each reading of ours in the vehicle's history once at most; the vehicle holds the highest. */
async function checkOdometer(
  sql: Sql,
  vehicleId: string,
  writes: OdometerWrite[],
  problems: string[],
): Promise<number> {
  const history = await sql<{ description: string | null }>(
    `select description from history_items where vehicle_id = $1 and type = 'Odometer' and title = $2`,
    [vehicleId, ODOMETER_UPDATED_TITLE],
  );
  const readings = history
    .map((item) => Number((item.description ?? '').replace(/\D/g, '')))
    .filter((km) => km >= ODOMETER_BASE);
  const counts = countBy(readings, String);
  const sent = new Set(writes.map((write) => write.odometer));
  for (const [km, count] of counts) {
    if (count > 1) problems.push(`odometer ${km} km is in the history ${count} times`);
    if (!sent.has(Number(km))) problems.push(`odometer ${km} km is in the history, never sent`);
  }
  for (const write of writes.filter(mustBeThere)) {
    if (!counts.has(String(write.odometer))) {
      problems.push(`odometer ${write.odometer} km was acknowledged and is not in the history`);
    }
  }
  const [vehicle] = await sql<{ odometer: number | null }>(
    `select odometer::int as odometer from vehicles where id = $1`,
    [vehicleId],
  );
  const highest = readings.length > 0 ? Math.max(...readings) : null;
  if (highest !== null && vehicle?.odometer !== highest) {
    problems.push(
      `the vehicle reads ${vehicle?.odometer} km while its highest reading in history is ${highest} km`,
    );
  }
  return readings.length;
}

/** One payout per Idempotency-Key, the one answered, with one debit each. */
async function checkPayouts(
  sql: Sql,
  walletId: string,
  writes: PayoutWrite[],
  problems: string[],
): Promise<number> {
  const rows = await sql<{
    key: string;
    id: string;
    amount: number;
    state: string;
    debits: number;
    returns: number;
  }>(
    `select p.idempotency_key as key, p.id, p.amount_cents::int as amount, p.state,
       (select count(*)::int from ledger_entries e where e.payout_id = p.id and e.amount_cents < 0) as debits,
       (select count(*)::int from ledger_entries e where e.payout_id = p.id and e.amount_cents > 0) as returns
     from payouts p where p.wallet_id = $1 and p.idempotency_key like $2`,
    [walletId, like(ID_PREFIX)],
  );
  const keys = await sql<{ key: string; state: string; statusCode: number | null }>(
    `select key, state, status_code as "statusCode" from idempotency_keys where wallet_id = $1 and key like $2`,
    [walletId, like(ID_PREFIX)],
  );
  const keyOf = new Map(keys.map((row) => [row.key, row]));
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  const sent = new Map(writes.map((write) => [write.id, write]));
  for (const [key, paid] of byKey) {
    const write = sent.get(key);
    if (!write) problems.push(`payout ${key} was never requested`);
    if (paid.length > 1) problems.push(`payout ${key} was paid ${paid.length} times`);
    for (const row of paid) {
      if (write && row.amount !== write.amountCents) {
        problems.push(`payout ${key} is ${row.amount} cents, requested ${write.amountCents}`);
      }
      if (row.debits !== 1) problems.push(`payout ${key} has ${row.debits} debits in the ledger`);
      if (row.state === 'failed' || row.returns !== 0) {
        problems.push(
          `payout ${key} is ${row.state} with ${row.returns} returns (the bank refuses none)`,
        );
      }
    }
    if (keyOf.get(key)?.statusCode !== 200) {
      problems.push(`payout ${key} exists but its key's answer is ${keyOf.get(key)?.statusCode}`);
    }
  }
  for (const write of writes) {
    const paid = byKey.get(write.id) ?? [];
    if (write.outcome === 'acknowledged' && paid[0]?.id !== write.payoutId) {
      problems.push(
        `payout ${write.id} was answered ${write.payoutId} and the database holds ${paid[0]?.id ?? 'none'}`,
      );
    }
    const key = keyOf.get(write.id);
    if (write.outcome === 'refused' && (paid.length > 0 || key?.statusCode !== 400)) {
      problems.push(
        `payout ${write.id} was refused, its key's answer is ${key?.statusCode} and ${paid.length} payouts hold it`,
      );
    }
    if (key?.statusCode === 200 && paid.length === 0) {
      problems.push(`payout ${write.id}'s key answered 200 with no payout behind it`);
    }
  }
  return rows.length;
}

/**
 * The wallet's ledger against what it came from: available is the settled cashback less the
 * payouts not failed, pending the cashback still pending (the seeded history included).
 */
async function checkLedger(sql: Sql, walletId: string, problems: string[]) {
  const [sums] = await sql<{
    available: number;
    pending: number;
    settled: number;
    held: number;
    paid: number;
  }>(
    `select
       coalesce((select sum(amount_cents) from ledger_entries where wallet_id = $1 and account = 'available'), 0)::int as available,
       coalesce((select sum(amount_cents) from ledger_entries where wallet_id = $1 and account = 'pending'), 0)::int as pending,
       coalesce((select sum(cashback_cents) from cashback_transactions where wallet_id = $1 and state = 2), 0)::int as settled,
       coalesce((select sum(cashback_cents) from cashback_transactions where wallet_id = $1 and state in (0, 1)), 0)::int as held,
       coalesce((select sum(amount_cents) from payouts where wallet_id = $1 and state <> 'failed'), 0)::int as paid`,
    [walletId],
  );
  if (!sums) return;
  if (sums.available !== sums.settled - sums.paid) {
    problems.push(
      `the ledger's available is ${sums.available} cents; settled ${sums.settled} less paid ${sums.paid} is ${sums.settled - sums.paid}`,
    );
  }
  if (sums.pending !== sums.held) {
    problems.push(
      `the ledger's pending is ${sums.pending} cents; the pending purchases hold ${sums.held}`,
    );
  }
}

/** One credit per provider transaction id, entered in the ledger once. */
async function checkFeed(sql: Sql, writes: FeedWrite[], problems: string[]): Promise<number> {
  const rows = await sql<{
    id: string;
    cents: number;
    state: number;
    entries: number;
    available: number;
  }>(
    `select t.provider_transaction_id as id, t.cashback_cents::int as cents, t.state,
       (select count(*)::int from ledger_entries e where e.cashback_transaction_id = t.id) as entries,
       coalesce((select sum(e.amount_cents) from ledger_entries e
                 where e.cashback_transaction_id = t.id and e.account = 'available'), 0)::int as available
     from cashback_transactions t where t.provider_transaction_id like $1`,
    [like(ID_PREFIX)],
  );
  const sent = new Map(writes.map((write) => [write.id, write]));
  for (const [id, count] of countBy(rows, (row) => row.id)) {
    if (count > 1) problems.push(`feed credit ${id} is held ${count} times`);
  }
  for (const row of rows) {
    const write = sent.get(row.id);
    if (!write) problems.push(`feed credit ${row.id} was never posted`);
    else if (row.cents !== write.cashbackCents) {
      problems.push(`feed credit ${row.id} is ${row.cents} cents, posted ${write.cashbackCents}`);
    }
    if (row.entries !== 1 || row.available !== row.cents) {
      problems.push(
        `feed credit ${row.id} has ${row.entries} ledger entries making ${row.available} cents available, not one of ${row.cents}`,
      );
    }
  }
  const held = new Set(rows.map((row) => row.id));
  for (const write of writes.filter(mustBeThere)) {
    if (!held.has(write.id))
      problems.push(`feed credit ${write.id} was acknowledged and is missing`);
  }
  return rows.length;
}

/** Each reading of a batch once; a batch whole or not at all; every acknowledged batch whole. */
async function checkTelemetry(
  sql: Sql,
  deviceSerial: string,
  writes: TelemetryWrite[],
  problems: string[],
): Promise<number> {
  const rows = await sql<{ eventId: string; n: number }>(
    `select r.event_id as "eventId", count(*)::int as n
     from battery_readings r join health_monitor_devices d on d.id = r.device_id
     where d.serial = $1 group by r.event_id`,
    [deviceSerial],
  );
  const stored = new Map(rows.map((row) => [row.eventId, row.n]));
  const sent = new Set(writes.flatMap((write) => write.eventIds));
  for (const row of rows) {
    if (row.n > 1) problems.push(`reading ${row.eventId} is stored ${row.n} times`);
    if (!sent.has(row.eventId)) problems.push(`reading ${row.eventId} was never posted`);
  }
  for (const write of writes) {
    const present = write.eventIds.filter((id) => stored.has(id)).length;
    if (mustBeThere(write) && present !== write.eventIds.length) {
      problems.push(
        `batch ${write.id} was acknowledged and ${present} of ${write.eventIds.length} readings are stored`,
      );
    }
    if (present !== 0 && present !== write.eventIds.length) {
      problems.push(`batch ${write.id} is stored in part: ${present} of ${write.eventIds.length}`);
    }
  }
  return rows.length;
}

/**
 * Each activation's car and its welcome text together or not at all (one transaction); once
 * each; every acknowledged one there. Answers the texts' outbox states by number.
 */
async function checkTexts(
  sql: Sql,
  writes: TextWrite[],
  problems: string[],
): Promise<Map<string, string>> {
  const messages = await sql<{ to: string; state: string }>(
    `select "to", state from outbox_messages where channel = 'sms' and "to" like $1`,
    [like(MOBILE_PREFIX)],
  );
  const cars = await sql<{ rego: string }>(`select rego from vehicles where rego like $1`, [
    like(REGO_PREFIX),
  ]);
  const textCount = countBy(messages, (message) => message.to);
  const carCount = countBy(cars, (car) => car.rego);
  const sent = new Map(writes.map((write) => [write.id, write]));
  const sentRegos = new Set(writes.map((write) => write.rego));
  for (const [to, count] of textCount) {
    if (count > 1) problems.push(`${count} welcome texts to ${to} are queued`);
    if (!sent.has(to)) problems.push(`a welcome text to ${to} was never asked for`);
  }
  for (const [rego, count] of carCount) {
    if (count > 1) problems.push(`${count} cars have the rego ${rego}`);
    if (!sentRegos.has(rego)) problems.push(`a car ${rego} was never created`);
  }
  for (const write of writes) {
    const text = textCount.has(write.id);
    const car = carCount.has(write.rego);
    if (text !== car) {
      problems.push(
        `activation ${write.rego}: car ${car ? 'there' : 'missing'}, text ${text ? 'there' : 'missing'}`,
      );
    }
    if (mustBeThere(write) && !text) {
      problems.push(
        `activation ${write.rego} was acknowledged and its text to ${write.id} is not queued`,
      );
    }
  }
  return new Map(messages.map((message) => [message.to, message.state]));
}

/**
 * At the kill of the process of `epoch`: the texts the gateway accepted from it that the outbox
 * had not marked sent. Each may go out once more after the restart (decision 0023); a text the
 * outbox had marked sent, never.
 */
export function textsInTheWindow(
  accepted: readonly AcceptedText[],
  epoch: number,
  states: ReadonlyMap<string, string>,
): string[] {
  const fromKilled = new Set(accepted.filter((text) => text.epoch === epoch).map((t) => t.to));
  return [...fromKilled].filter((to) => states.get(to) !== 'sent');
}

/** Texts that went out more often than once plus once per crash that caught them in the window. */
export function resendProblems(
  accepted: readonly AcceptedText[],
  allowance: ReadonlyMap<string, number>,
): string[] {
  const problems: string[] = [];
  for (const [to, count] of countBy(accepted, (text) => text.to)) {
    const allowed = 1 + (allowance.get(to) ?? 0);
    if (count > allowed) {
      problems.push(`the text to ${to} went out ${count} times; the outbox allows ${allowed}`);
    }
  }
  return problems;
}

/** After the last drain: every text of ours sent, and nothing sent that was never queued. */
export function undeliveredProblems(
  states: ReadonlyMap<string, string>,
  accepted: readonly AcceptedText[],
): string[] {
  const problems: string[] = [];
  const delivered = new Set(accepted.map((text) => text.to));
  for (const [to, state] of states) {
    if (state !== 'sent') problems.push(`the text to ${to} is still ${state}`);
    if (!delivered.has(to)) problems.push(`the text to ${to} never reached the gateway`);
  }
  for (const to of delivered) {
    if (!states.has(to)) problems.push(`a text to ${to} reached the gateway and is in no outbox`);
  }
  return problems;
}
