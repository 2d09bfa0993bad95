// The stream of writes the durability harness (kill-nine.test.ts) sends while it kills the
// server: odometer readings, payouts, the cashback feed's credits, health-monitor telemetry and
// dealer activations (each texts a welcome through the outbox). Each write is kept with what
// the server answered. A 2xx acknowledges it: it must be in the database, once. A write without
// an answer may or may not be there, but never twice; the idempotent ones are sent again after
// a restart, as their clients would (the same key, the same event, the same batch).
import { type Answer, call } from './http-call.ts';
import { postFeed, settledPurchaseEvent } from './signed-feed.ts';

export const WRITE_KINDS = ['odometer', 'payout', 'feed', 'telemetry', 'text'] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/** Concurrent requests of each kind. Odometer readings go one at a time so that they rise. */
const LANES: Record<WriteKind, number> = { odometer: 1, payout: 2, feed: 2, telemetry: 1, text: 1 };

/** Our readings start above any seeded one, so the history's readings of ours are told apart. */
export const ODOMETER_BASE = 500_000;
/** Our dealer activations' customers: +61490000001 and on. */
export const MOBILE_PREFIX = '+61490';
export const REGO_PREFIX = 'KN';
export const ID_PREFIX = 'kn-';
const READINGS_PER_BATCH = 5;
/**
 * After each restart: unanswered writes sent again, and acknowledged ones replayed. Few, so
 * that most are answered before the next kill even on PGlite, which takes one query at a time.
 */
const RETRIES_PER_ROUND = 8;
const REPLAYS_PER_ROUND = 4;

/** What the server's answers say about a write. */
export type Outcome =
  /** Answered 2xx: it must be there, once. */
  | 'acknowledged'
  /** A retry was told that an earlier attempt did it (a dealer's new car: its rego is taken). */
  | 'done-before'
  /** Answered with a refusal that stored nothing (a payout under the minimum). */
  | 'refused'
  /** No answer (the kill), or "still being worked on": there at most once. */
  | 'unknown';

type Common = {
  /** What names it in the database. */
  id: string;
  outcome: Outcome;
  attempts: number;
  /** The round it was first sent in. */
  round: number;
  /** Its 2xx arrived after the kill signal (the server had answered just before dying). */
  acknowledgedAfterKill: boolean;
  /** The last attempt's status; null when it got no answer. */
  lastStatus: number | null;
  /** Sent again after it was acknowledged, as a client that missed the answer would. */
  replays: number;
};
export type OdometerWrite = Common & { kind: 'odometer'; odometer: number };
export type PayoutWrite = Common & { kind: 'payout'; amountCents: number; payoutId: string | null };
export type FeedWrite = Common & { kind: 'feed'; cashbackCents: number; event: string };
export type TelemetryWrite = Common & { kind: 'telemetry'; eventIds: string[]; body: object };
export type TextWrite = Common & { kind: 'text'; rego: string };
export type Write = OdometerWrite | PayoutWrite | FeedWrite | TelemetryWrite | TextWrite;

/** Where the writes go and as whom. */
export type StreamTarget = {
  baseUrl: string;
  owner: { authorization: string; vehicleId: string };
  /** A card of the owner's, as the provider names it. */
  cardId: string;
  feedSecret: string;
  device: { key: string; vehicleId: string };
  dealer: { authorization: string; appConfigurationId: string };
};

/** Writes that may be sent again: the server recognises the repeat. */
const isRetryable = (write: Write) => write.kind !== 'odometer';

export class WriteStream {
  readonly writes: Write[] = [];
  /** Answers no write of its kind should get (each one fails the test). */
  readonly unexpected: string[] = [];
  /** How retries after a restart were answered, e.g. 'feed: applied by an earlier attempt'. */
  readonly retryAnswers = new Map<string, number>();
  /** How replays of acknowledged writes were answered. */
  readonly replayAnswers = new Map<string, number>();
  round = 0;
  private serial = 0;
  private odometer = ODOMETER_BASE;
  private texts = 0;
  private inFlightCount = 0;
  private stopped = false;
  private killed = false;
  private onAnswer: () => void = () => undefined;

  constructor(
    private readonly target: StreamTarget,
    private readonly random: () => number,
  ) {}

  /**
   * Sends writes of every kind until stop(). After a restart (`afterRestart`) it first sends
   * again a few unanswered writes of earlier rounds, and replays a few acknowledged ones (a
   * webhook delivered again, a client that missed the answer): the server must recognise all
   * of them. Resolves when every request has its answer or has failed.
   */
  async run(afterRestart: boolean): Promise<void> {
    this.stopped = false;
    this.killed = false;
    this.answered = new Promise((resolve) => (this.onAnswer = resolve));
    const retries = afterRestart
      ? this.pick(
          this.writes.filter((write) => write.outcome === 'unknown' && isRetryable(write)),
          RETRIES_PER_ROUND,
        )
      : [];
    const replays = afterRestart
      ? this.pick(
          this.writes.filter((write) => write.outcome === 'acknowledged' && isRetryable(write)),
          REPLAYS_PER_ROUND,
        )
      : [];
    const lanes = WRITE_KINDS.flatMap((kind) =>
      Array.from({ length: LANES[kind] }, () => this.lane(kind)),
    );
    await Promise.all([
      ...lanes,
      ...retries.map((write) => this.attempt(write, 'retry')),
      ...replays.map((write) => this.attempt(write, 'replay')),
    ]);
  }

  /** Up to `count` of `writes`, chosen at random. */
  private pick(writes: Write[], count: number): Write[] {
    const pool = [...writes];
    const chosen: Write[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(...pool.splice(Math.floor(this.random() * pool.length), 1));
    }
    return chosen;
  }

  /** Settles at the first answer of the current run: the server is taking writes. */
  answered: Promise<void> = Promise.resolve();

  /** No new writes from now on. */
  stop(): void {
    this.stopped = true;
  }

  /** Told just after the kill: answers that still arrive are counted apart. */
  markKilled(): void {
    this.killed = true;
  }

  inFlight(): number {
    return this.inFlightCount;
  }

  /**
   * After the last restart, on a server no one kills: sends every unanswered retryable write
   * again, a few at a time, until each has an answer (three passes at most). A payout whose
   * first request died mid-work answers 409 until its key's claim lapses (60 s): it stays
   * unanswered, and the checks hold it to "at most once".
   */
  async retryAllUnknown(): Promise<void> {
    this.stopped = false;
    this.killed = false;
    for (let pass = 0; pass < 3; pass++) {
      const unknown = this.writes.filter(
        (w) => w.outcome === 'unknown' && isRetryable(w) && (pass === 0 || w.lastStatus !== 409),
      );
      if (unknown.length === 0) return;
      const queue = [...unknown];
      const worker = async () => {
        for (let write = queue.shift(); write; write = queue.shift()) {
          await this.attempt(write, 'retry');
        }
      };
      await Promise.all(Array.from({ length: 4 }, worker));
    }
  }

  private async lane(kind: WriteKind) {
    while (!this.stopped) await this.attempt(this.create(kind), 'first');
  }

  private create(kind: WriteKind): Write {
    this.serial += 1;
    const common = {
      // Eight digits: an Idempotency-Key has at least 8 characters.
      id: `${ID_PREFIX}${String(this.serial).padStart(8, '0')}`,
      outcome: 'unknown' as const,
      attempts: 0,
      round: this.round,
      acknowledgedAfterKill: false,
      lastStatus: null,
      replays: 0,
    };
    let write: Write;
    switch (kind) {
      case 'odometer':
        this.odometer += 1 + Math.floor(this.random() * 50);
        write = { ...common, kind, id: String(this.odometer), odometer: this.odometer };
        break;
      case 'payout':
        write = {
          ...common,
          kind,
          amountCents: 100 + Math.floor(this.random() * 150),
          payoutId: null,
        };
        break;
      case 'feed': {
        const cashbackCents = 800 + Math.floor(this.random() * 400);
        const event = settledPurchaseEvent({
          transactionId: common.id,
          cardId: this.target.cardId,
          cashbackCents,
          at: new Date(),
        });
        write = { ...common, kind, cashbackCents, event };
        break;
      }
      case 'telemetry': {
        const now = Date.now();
        const readings = Array.from({ length: READINGS_PER_BATCH }, (_, i) => ({
          eventId: `${common.id}-${i}`,
          voltage: 12.4 + Math.round(this.random() * 40) / 100,
          readingTimestamp: new Date(now - (READINGS_PER_BATCH - i) * 1000).toISOString(),
        }));
        write = {
          ...common,
          kind,
          eventIds: readings.map((reading) => reading.eventId),
          body: { vehicleId: this.target.device.vehicleId, readings },
        };
        break;
      }
      case 'text': {
        this.texts += 1;
        write = {
          ...common,
          kind,
          id: `${MOBILE_PREFIX}${String(this.texts).padStart(6, '0')}`,
          rego: `${REGO_PREFIX}${this.texts.toString(36).toUpperCase()}`,
        };
        break;
      }
    }
    this.writes.push(write);
    return write;
  }

  private send(write: Write): Promise<Answer> {
    const { baseUrl, owner, dealer, device } = this.target;
    switch (write.kind) {
      case 'odometer':
        return call(baseUrl, 'PUT', '/api/vehicle/odometer', {
          headers: { authorization: owner.authorization },
          body: { vehicleId: owner.vehicleId, odometer: write.odometer, confirmed: true },
        });
      case 'payout':
        return call(baseUrl, 'POST', '/api/igniteprofile/redeem-cashback', {
          headers: { authorization: owner.authorization, 'idempotency-key': write.id },
          body: { amount: write.amountCents / 100 },
        });
      case 'feed':
        return postFeed(baseUrl, this.target.feedSecret, write.event);
      case 'telemetry':
        return call(baseUrl, 'POST', '/api/telemetry/battery-readings', {
          headers: { authorization: `Bearer ${device.key}` },
          body: write.body,
        });
      case 'text':
        return call(baseUrl, 'POST', '/api/dealermode/create', {
          headers: { authorization: dealer.authorization },
          body: {
            appConfigurationId: dealer.appConfigurationId,
            rego: write.rego,
            regoState: 'NSW',
            odometer: 10,
            healthMonitorInstallationStatus: 1,
            mobile: write.id,
          },
        });
    }
  }

  private async attempt(write: Write, mode: 'first' | 'retry' | 'replay') {
    if (mode === 'replay') write.replays += 1;
    else write.attempts += 1;
    this.inFlightCount += 1;
    let answer: Answer | null = null;
    let failure = '';
    try {
      answer = await this.send(write);
    } catch (error) {
      // No answer: the server died with the request in flight.
      failure = error instanceof Error ? error.message : String(error);
    } finally {
      this.inFlightCount -= 1;
    }
    if (answer) this.onAnswer();
    if (mode === 'replay') {
      const said = answer ? this.judgeReplay(write, answer) : `no answer (${failure})`;
      this.replayAnswers.set(
        `${write.kind}: ${said}`,
        (this.replayAnswers.get(`${write.kind}: ${said}`) ?? 0) + 1,
      );
      return;
    }
    write.lastStatus = answer?.status ?? null;
    const said = answer ? this.judge(write, answer) : `no answer (${failure})`;
    if (answer && write.outcome === 'acknowledged') write.acknowledgedAfterKill = this.killed;
    if (mode === 'retry') {
      const key = `${write.kind}: ${said}`;
      this.retryAnswers.set(key, (this.retryAnswers.get(key) ?? 0) + 1);
    }
  }

  private odd(write: Write, answer: Answer, why: string): string {
    this.unexpected.push(
      `${write.kind} ${write.id} (attempt ${write.attempts}, replay ${write.replays}): ${why}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`,
    );
    return `unexpected ${answer.status}`;
  }

  /** An acknowledged write sent again must be recognised: nothing new stored. */
  private judgeReplay(write: Write, answer: Answer): string {
    const data = (answer.body as { data?: Record<string, unknown> } | null)?.data ?? {};
    const odd = (why: string) => this.odd(write, answer, why);
    switch (write.kind) {
      case 'payout':
        if (answer.status !== 200 || data.payoutId !== write.payoutId) {
          return odd('a replayed payout did not answer the first payout');
        }
        return 'the first payout again';
      case 'feed':
        if (answer.status !== 200 || data.applied !== false) {
          return odd('a delivered event was applied again');
        }
        return 'not applied again';
      case 'telemetry':
        if (answer.status !== 200 || data.stored !== 0)
          return odd('a stored batch was stored again');
        return 'nothing stored again';
      case 'text':
        if (answer.status !== 409) return odd('a created car was created again');
        return 'refused as done (409)';
      case 'odometer':
        return odd('an odometer reading has no key to replay it by');
    }
  }

  /** Takes in an answer; says what it meant, for the retries' tally. */
  private judge(write: Write, answer: Answer): string {
    const data = (answer.body as { data?: Record<string, unknown> } | null)?.data ?? {};
    const odd = (why: string) => this.odd(write, answer, why);
    const firstTry = write.attempts === 1;
    switch (write.kind) {
      case 'odometer':
        if (answer.status !== 200) return odd('a rising reading refused');
        write.outcome = 'acknowledged';
        return 'set';
      case 'payout':
        if (answer.status === 409) return 'still in flight (409)';
        if (answer.status === 400) {
          write.outcome = 'refused';
          const messages = (answer.body as { messages?: string[] } | null)?.messages ?? [];
          return `refused (400: ${messages.join(' ')})`;
        }
        if (answer.status !== 200) return odd('a payout answered neither 200, 400 nor 409');
        if (Math.round(Number(data.amount) * 100) !== write.amountCents) {
          return odd('the payout answered another amount');
        }
        write.payoutId = String(data.payoutId);
        write.outcome = 'acknowledged';
        return 'paid (200)';
      case 'feed':
        if (answer.status !== 200) return odd('the feed refused a signed event');
        if (firstTry && data.applied !== true) return odd('a new purchase was not applied');
        write.outcome = 'acknowledged';
        return data.applied ? 'applied now' : 'applied by an earlier attempt';
      case 'telemetry':
        if (answer.status === 429) return 'rate limited (429)';
        if (answer.status !== 200) return odd('the device post was refused');
        if (firstTry && data.stored !== write.eventIds.length) {
          return odd('a new batch was not stored whole');
        }
        write.outcome = 'acknowledged';
        return data.stored === 0 ? 'stored by an earlier attempt' : `stored now (${data.stored})`;
      case 'text':
        if (answer.status === 409 && !firstTry) {
          write.outcome = 'done-before';
          return 'created by an earlier attempt (409)';
        }
        if (answer.status !== 200) return odd('the activation was refused');
        write.outcome = 'acknowledged';
        return 'created now';
    }
  }
}

/** What the writes of one kind came to, for the report. */
export function tally(writes: readonly Write[], kind: WriteKind) {
  const mine = writes.filter((write) => write.kind === kind);
  const count = (outcome: Outcome) => mine.filter((write) => write.outcome === outcome).length;
  return {
    sent: mine.length,
    acknowledged: count('acknowledged'),
    doneBefore: count('done-before'),
    refused: count('refused'),
    unknown: count('unknown'),
    retried: mine.filter((write) => write.attempts > 1).length,
    replayed: mine.filter((write) => write.replays > 0).length,
    acknowledgedAfterKill: mine.filter((write) => write.acknowledgedAfterKill).length,
  };
}
