// Whether a request changed the database, for the route fuzz: "a refused request changes
// nothing". Every table of the fuzz's private database gets a statement trigger that notes its
// name in fuzz_writes whenever a statement writes to it (a rolled-back one leaves no note).
// After each request the notes are taken; the tables named are hashed (row count and a sum of
// row hashes, so row order and rewrites with the same values do not count) and compared with
// what they held before. A request that wrote nothing costs one small query.
import type { Database } from '../../src/db/client.ts';

/**
 * What may change while a request is refused, left out of the comparison. Every other table and
 * column must be as it was.
 */
const MAY_CHANGE: Record<string, 'table' | readonly string[]> = {
  // The throttles count refused tries on purpose: a wrong password, a wrong originator code, a
  // share link past the hourly limit (core/attempt-repository.ts).
  attempt_counters: 'table',
  // A wrong mobile code is counted on the code's row before the 400 (mobile-verification.ts).
  verification_codes: ['tries'],
  // A payout request's Idempotency-Key keeps its first answer, a refusal included, so a retry
  // gets the same answer (Stripe's rule; cashback/idempotency-key-repository.ts).
  idempotency_keys: 'table',
  // The outbox sender and the payout job work in the background, between and during requests:
  // they claim, send, retry and complete. A row they did not write (a new message, a new
  // payout) still counts.
  outbox_messages: [
    'state',
    'attempts',
    'claimed_until',
    'next_attempt_at',
    'last_error',
    'sent_at',
  ],
  payouts: [
    'state',
    'due_at',
    'claimed_until',
    'attempts',
    'transfer_reference',
    'last_error',
    'completed_at',
  ],
};

const WRITES = 'fuzz_writes';

type Row = Record<string, unknown>;
/** PGlite's client and node-postgres's pool both answer `query(text)` with the rows. */
type Client = { query(text: string): Promise<{ rows: Row[] }> };

/** Straight to the client: half the time of db.execute, and this runs after every request. */
const clientOf = (db: Database) => (db as unknown as { $client: Client }).$client;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

export type DatabaseWatch = {
  /** The tables whose rows differ from the last look (none when nothing was written). */
  changes(): Promise<string[]>;
};

export async function watchDatabase(db: Database): Promise<DatabaseWatch> {
  const client = clientOf(db);
  const query = async (text: string) => (await client.query(text)).rows;
  const columns = await query(
    `SELECT c.table_name AS t, c.column_name AS c FROM information_schema.columns c
     JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> '${WRITES}'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const watched = new Map<string, string[]>();
  for (const { t, c } of columns) {
    const table = String(t);
    const skip = MAY_CHANGE[table];
    if (skip === 'table' || skip?.includes(String(c))) continue;
    watched.set(table, [...(watched.get(table) ?? []), String(c)]);
  }

  await query(`CREATE TABLE IF NOT EXISTS ${WRITES} (table_name text NOT NULL)`);
  await query(`CREATE OR REPLACE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO ${WRITES} VALUES (TG_TABLE_NAME); RETURN NULL; END $$`);
  for (const table of watched.keys()) {
    await query(`CREATE OR REPLACE TRIGGER fuzz_note_write
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${quote(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION fuzz_note_write()`);
  }

  const hashes = async (tables: string[]) => {
    const parts = tables.map((t) => {
      const row = (watched.get(t) ?? []).map((c) => `x.${quote(c)}`).join(', ');
      return `SELECT ${literal(t)} AS t, count(*) || ':' || coalesce(sum(hashtextextended(ROW(${row})::text, 0)::numeric), 0) AS v FROM ${quote(t)} x`;
    });
    const rows = await query(parts.join(' UNION ALL '));
    return new Map(rows.map((row) => [String(row.t), String(row.v)]));
  };
  // Notes of writes still running are not visible yet, so not taken: the next look has them.
  const takeNotes = async () =>
    new Set(
      (await query(`DELETE FROM ${WRITES} RETURNING table_name`)).map((r) => String(r.table_name)),
    );

  await takeNotes();
  const content = await hashes([...watched.keys()]);

  return {
    async changes() {
      const written = [...(await takeNotes())].filter((t) => watched.has(t));
      if (written.length === 0) return [];
      const changed: string[] = [];
      for (const [table, value] of await hashes(written)) {
        if (content.get(table) !== value) changed.push(table);
        content.set(table, value);
      }
      return changed;
    },
  };
}
