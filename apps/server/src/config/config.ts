import os from 'node:os';
import path from 'node:path';
import { z } from 'zod/mini';

/** The one place that reads process.env. Everything else takes a Config. */
const bool = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((v) => v === 'true' || v === '1'),
);

/**
 * A Leaflet tile template on http(s): 'https://{s}.tile.example.org/{z}/{x}/{y}.png'. Only a
 * leading '{s}.' may vary the host, so the Content-Security-Policy can name it (*.host).
 */
const MAP_TILE_URL_PATTERN = /^https?:\/\/(\{s\}\.)?[A-Za-z0-9.-]+(:\d+)?\/\S*$/;
const MAP_TILE_URL_MESSAGE =
  'MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y} (and optionally {s}. before the host)';

/** Airwallex's API over https; http only to this machine (a local stand-in, in tests). */
const AIRWALLEX_API_URL_PATTERN =
  /^(https:\/\/[A-Za-z0-9.-]+|http:\/\/(127\.0\.0\.1|localhost))(:\d+)?\/?$/;
const AIRWALLEX_API_URL_MESSAGE =
  'AIRWALLEX_API_URL must be https://api.airwallex.com, https://api-demo.airwallex.com or another https:// origin (http:// only for localhost)';

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  HOST: z._default(z.string(), 'localhost'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  DATA_DIR: z._default(z.string(), './data'),
  DATABASE_URL: z.optional(
    z.string().check(z.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')),
  ),
  DATABASE_POOL_SIZE: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(100))),
  REDIS_URL: z.optional(
    z
      .string()
      .check(z.regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must start with redis:// or rediss://')),
  ),
  REDIS_KEY_PREFIX: z._default(
    z
      .string()
      .check(
        z.regex(
          /^[A-Za-z0-9:_.-]{1,64}$/,
          'REDIS_KEY_PREFIX must be 1 to 64 letters, digits, colons, dots, dashes or underscores',
        ),
      ),
    'ignite:',
  ),
  DEMO_MODE: z._default(bool, false),
  TOKEN_SIGNING_KEY: z.optional(
    z.string().check(z.minLength(32, 'TOKEN_SIGNING_KEY must be at least 32 characters')),
  ),
  ACCESS_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(30)), 300),
  SESSION_RECHECK_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(300)), 10),
  SESSION_MAX_AGE_DAYS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  INACTIVITY_TIMEOUT_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(10)), 1800),
  HAS_INACTIVITY_TIMEOUT: z._default(bool, true),
  REFRESH_REUSE_GRACE_SECONDS: z._default(
    z.coerce.number().check(z.int(), z.gte(0), z.lte(60)),
    10,
  ),
  LOGIN_FREE_FAILURES_PER_CLIENT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 5),
  LOGIN_FREE_FAILURES_PER_ACCOUNT: z._default(z.coerce.number().check(z.int(), z.gte(1)), 20),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 30),
  LOGIN_ATTEMPT_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1)), 900),
  REQUEST_TIMEOUT_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(300)), 30),
  TRUST_PROXY: z._default(bool, false),
  WEB_DIST_DIR: z.optional(z.string()),
  PUBLIC_URL: z.optional(z.url()),
  API_CONTACT_EMAIL: z._default(
    z.email('API_CONTACT_EMAIL must be an email address'),
    'api@ignite.local',
  ),
  SMTP_URL: z.optional(
    z.string().check(z.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Ignite <no-reply@ignite.local>'),
  OUTBOX_POLL_SECONDS: z._default(z.coerce.number().check(z.gte(0.1), z.lte(300)), 5),
  OUTBOX_CLAIM_SECONDS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(3600)), 120),
  TWILIO_ACCOUNT_SID: z.optional(z.string().check(z.minLength(1))),
  TWILIO_AUTH_TOKEN: z.optional(z.string().check(z.minLength(1))),
  TWILIO_FROM: z.optional(z.string().check(z.minLength(1))),
  TWILIO_API_URL: z._default(z.url(), 'https://api.twilio.com'),
  BANK_DETAILS_KEY: z.optional(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9+/_-]{43}=?$/, 'BANK_DETAILS_KEY must be 32 bytes in base64')),
  ),
  CASHBACK_FEED_SECRET: z.optional(
    z.string().check(z.minLength(32, 'CASHBACK_FEED_SECRET must be at least 32 characters')),
  ),
  CARD_LINK_URL: z.optional(z.url()),
  AIRWALLEX_API_URL: z._default(
    z.string().check(z.regex(AIRWALLEX_API_URL_PATTERN, AIRWALLEX_API_URL_MESSAGE)),
    'https://api.airwallex.com',
  ),
  AIRWALLEX_CLIENT_ID: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^\S{1,200}$/,
          'AIRWALLEX_CLIENT_ID must be the Client ID from the Airwallex web app',
        ),
      ),
  ),
  AIRWALLEX_API_KEY: z.optional(
    z
      .string()
      .check(
        z.regex(/^\S{16,500}$/, 'AIRWALLEX_API_KEY must be the API key from the Airwallex web app'),
      ),
  ),
  AIRWALLEX_WEBHOOK_SECRET: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^\S{16,500}$/,
          'AIRWALLEX_WEBHOOK_SECRET must be the webhook’s secret from the Airwallex web app',
        ),
      ),
  ),
  PAYOUT_COMPLETION_SECONDS: z._default(
    z.coerce.number().check(z.gte(0), z.lte(7 * 24 * 3600)),
    60,
  ),
  PAYOUT_POLL_SECONDS: z._default(z.coerce.number().check(z.gte(0.1), z.lte(300)), 5),
  PUSH_SERVICE_HOSTS: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i,
          'PUSH_SERVICE_HOSTS must be host names, comma-separated',
        ),
      ),
  ),
  REMINDER_HOUR: z._default(
    z.union([z.literal('off'), z.coerce.number().check(z.int(), z.gte(0), z.lte(23))], {
      error: 'REMINDER_HOUR must be an hour from 0 to 23, or off',
    }),
    9,
  ),
  REMINDER_TIME_ZONE: z._default(
    z
      .string()
      .check(
        z.refine(
          isTimeZone,
          'REMINDER_TIME_ZONE must be an IANA time zone such as Australia/Sydney',
        ),
      ),
    'Australia/Sydney',
  ),
  MAP_TILE_URL: z.optional(
    z.string().check(
      z.regex(MAP_TILE_URL_PATTERN, MAP_TILE_URL_MESSAGE),
      z.refine(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
        MAP_TILE_URL_MESSAGE,
      ),
    ),
  ),
  MAP_TILE_ATTRIBUTION: z.optional(z.string().check(z.minLength(1), z.maxLength(500))),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance (decision 0026). */
  databasePoolSize: number;
  /**
   * Where the request limits keep their counters, shared by every instance (decision 0035);
   * unset, each instance counts on its own.
   */
  redisUrl: string | undefined;
  /** Put before every Redis key, so several deployments or test runs can share one Redis. */
  redisKeyPrefix: string;
  demoMode: boolean;
  tokenSigningKey: string | undefined;
  accessTokenTtlSeconds: number;
  sessionMaxAgeDays: number;
  /** How long an instance trusts that a session it checked is still live (decision 0017). */
  sessionRecheckSeconds: number;
  inactivityTimeoutSeconds: number;
  hasInactivityTimeout: boolean;
  refreshReuseGraceSeconds: number;
  /** Failed sign-ins to one account from one address before each retry must wait. */
  loginFreeFailuresPerClient: number;
  /** Failed sign-ins to one account from devices new to it before each retry must wait. */
  loginFreeFailuresPerAccount: number;
  /** Failed sign-ins from one address, whatever the account, per attempt window. */
  loginMaxFailuresPerAddress: number;
  loginAttemptWindowSeconds: number;
  /** How long a request, headers and body, may take to arrive before it is answered 408. */
  requestTimeoutSeconds: number;
  trustProxy: boolean;
  webDistDir: string;
  publicUrl: string;
  /** Whom the OpenAPI document names for integrators' questions. */
  apiContactEmail: string;
  /** Emails go out over SMTP when set; otherwise they stay in the local outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How often the outbox is checked for messages a crash or a failure left behind. */
  outboxPollSeconds: number;
  /** How long a sender's claim on a message holds: after a crash, the wait before it is resent. */
  outboxClaimSeconds: number;
  /** Texts go to this SMS gateway when set; otherwise they stay in the local outbox. */
  smsGateway: { apiUrl: string; accountSid: string; authToken: string; from: string } | undefined;
  /** The key bank details are encrypted with (32 bytes, base64); see secrets.ts when unset. */
  bankDetailsKey: string | undefined;
  /** The secret the cashback provider signs its transaction feed with. */
  cashbackFeedSecret: string | undefined;
  /**
   * The provider's card-linking page; unset, the sandbox page this app serves in demo mode
   * only, and outside demo mode no card linking (the profile says so).
   */
  cardLinkUrl: string | undefined;
  /**
   * The payout provider (decision 0052): transfers to owners' banks go through Airwallex when
   * set. Unset, demo mode's local bank completes payouts; outside demo mode a withdrawal is
   * refused and nothing leaves the wallet.
   */
  payoutProvider: AirwallexConfig | undefined;
  /** How long the local bank takes to complete a transfer (a real bank answers when it does). */
  payoutCompletionSeconds: number;
  /** How often payouts due for completion are looked for (besides a kick at each request). */
  payoutPollSeconds: number;
  /**
   * The daily reminder job runs from this hour of the day in reminderTimeZone; null
   * (REMINDER_HOUR=off) runs it only when asked (tests, and the demo's button).
   */
  reminderHour: number | null;
  reminderTimeZone: string;
  /** Push services beyond the browsers' own that subscriptions may name (push-services.ts). */
  pushServiceHosts: string[];
  /**
   * The maps' tiles: a Leaflet URL template and its attribution (HTML, as the tile provider
   * asks it to be shown). No URL by default: nothing needs the internet, and the pages show the
   * spec's placeholder image instead of a map.
   */
  mapTiles: { tileUrl: string | null; attribution: string | null };
};

export type AirwallexConfig = {
  name: 'airwallex';
  apiUrl: string;
  clientId: string;
  apiKey: string;
  webhookSecret: string;
};

export const AIRWALLEX_PARTS_TOGETHER =
  'AIRWALLEX_CLIENT_ID, AIRWALLEX_API_KEY and AIRWALLEX_WEBHOOK_SECRET are needed together';

export const DEMO_MODE_IN_PRODUCTION =
  'DEMO_MODE must be off when NODE_ENV is production: demo mode signs anyone in as the demo personas';

/** Said at start-up whenever demo mode is on, so a real server never runs with it unnoticed. */
export const DEMO_MODE_WARNING =
  'DEMO MODE IS ON: anyone can sign in as the demo personas (GET /api/demo/launch-links). Set DEMO_MODE=false for real use.';

/** Said at start-up outside demo mode while the database holds no account. */
export const EMPTY_DATABASE_NEXT_STEP =
  'The database holds no user: outside demo mode nothing is seeded, so nobody can sign in yet. To try Ignite with its demo world, start it with DEMO_MODE=true (never in production); to go live, see Going live in the README.';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  // Demo mode hands anyone signed sign-in links for the demo personas: never in production.
  if (e.DEMO_MODE && e.NODE_ENV === 'production') {
    throw new Error(`Invalid configuration:\n  ${DEMO_MODE_IN_PRODUCTION}`);
  }
  if (!e.DEMO_MODE && e.NODE_ENV === 'production') {
    const missing = (['TOKEN_SIGNING_KEY', 'BANK_DETAILS_KEY', 'CASHBACK_FEED_SECRET'] as const)
      .filter((name) => !e[name])
      .map((name) => `${name} is required outside demo mode`);
    if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join('\n  ')}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    demoMode: e.DEMO_MODE,
    tokenSigningKey: e.TOKEN_SIGNING_KEY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionMaxAgeDays: e.SESSION_MAX_AGE_DAYS,
    sessionRecheckSeconds: e.SESSION_RECHECK_SECONDS,
    inactivityTimeoutSeconds: e.INACTIVITY_TIMEOUT_SECONDS,
    hasInactivityTimeout: e.HAS_INACTIVITY_TIMEOUT,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    loginFreeFailuresPerClient: e.LOGIN_FREE_FAILURES_PER_CLIENT,
    loginFreeFailuresPerAccount: e.LOGIN_FREE_FAILURES_PER_ACCOUNT,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginAttemptWindowSeconds: e.LOGIN_ATTEMPT_WINDOW_SECONDS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    trustProxy: e.TRUST_PROXY,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    // Unset, it follows PORT: the address a person on this machine opens.
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    apiContactEmail: e.API_CONTACT_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxPollSeconds: e.OUTBOX_POLL_SECONDS,
    outboxClaimSeconds: e.OUTBOX_CLAIM_SECONDS,
    smsGateway: smsGatewayOf(e),
    bankDetailsKey: e.BANK_DETAILS_KEY,
    cashbackFeedSecret: e.CASHBACK_FEED_SECRET,
    cardLinkUrl: e.CARD_LINK_URL,
    payoutProvider: payoutProviderOf(e),
    payoutCompletionSeconds: e.PAYOUT_COMPLETION_SECONDS,
    payoutPollSeconds: e.PAYOUT_POLL_SECONDS,
    reminderHour: e.REMINDER_HOUR === 'off' ? null : e.REMINDER_HOUR,
    reminderTimeZone: e.REMINDER_TIME_ZONE,
    pushServiceHosts: e.PUSH_SERVICE_HOSTS?.toLowerCase().split(',') ?? [],
    mapTiles: {
      tileUrl: e.MAP_TILE_URL ?? null,
      attribution: e.MAP_TILE_URL ? (e.MAP_TILE_ATTRIBUTION ?? null) : null,
    },
  };
}

/**
 * Twice the cores: a backend busy on the CPU plus one waiting on I/O per core. More
 * connections than that only take turns on the same cores, and each query's wait grows with
 * the queue of them (decision 0026).
 */
function defaultPoolSize(): number {
  return Math.max(2, os.availableParallelism() * 2);
}

/** All three of the gateway's settings, or none: half a configuration is a mistake to say. */
function smsGatewayOf(e: z.infer<typeof envSchema>): Config['smsGateway'] {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = e;
  if (!accountSid && !authToken && !from) return undefined;
  if (!accountSid || !authToken || !from) {
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are needed together');
  }
  return { apiUrl: e.TWILIO_API_URL, accountSid, authToken, from };
}

/** All three of Airwallex's settings, or none: half a provider cannot pay anyone. */
function payoutProviderOf(e: z.infer<typeof envSchema>): AirwallexConfig | undefined {
  const {
    AIRWALLEX_CLIENT_ID: clientId,
    AIRWALLEX_API_KEY: apiKey,
    AIRWALLEX_WEBHOOK_SECRET: webhookSecret,
  } = e;
  if (!clientId && !apiKey && !webhookSecret) return undefined;
  if (!clientId || !apiKey || !webhookSecret) throw new Error(AIRWALLEX_PARTS_TOGETHER);
  return {
    name: 'airwallex',
    apiUrl: e.AIRWALLEX_API_URL.replace(/\/$/, ''),
    clientId,
    apiKey,
    webhookSecret,
  };
}
