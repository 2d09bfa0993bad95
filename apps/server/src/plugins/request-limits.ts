// Request limits (decision 0035): how many requests one address or one device may make in a
// window. With REDIS_URL the counters live in Redis, through @fastify/rate-limit's Redis store,
// so a limit holds across every instance behind the load balancer; without it each instance
// counts on its own (one instance: the same thing). Redis keeps nothing else of ours: when it
// cannot be reached, each limit does what it was declared to do, either counting on this
// instance alone for a while or refusing with 503, and never answers 500.
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { HttpError, tooManyRequests } from '../core/http-errors.ts';

/** A Redis that does not answer within this is treated as down for that request. */
const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 2_000;
/** How long start-up waits for Redis before serving with it still connecting. */
const READY_WAIT_MS = 2_000;
/** A refusal while Redis is down: try again after this. */
const REFUSED_RETRY_SECONDS = 5;
/** Counters kept per instance while Redis is down, at most (the oldest make way). */
const LOCAL_KEYS = 10_000;

/** What a limit does while its shared counters cannot be reached. */
export type WhenCountersDown =
  /** Fail open, as far as this instance: count here alone (N instances: N times the limit). */
  | 'count-per-instance'
  /** Fail closed: refuse every request it guards with 503 and this message. */
  | { refuse: string };

export type RequestLimitOptions = {
  /** Names the limit's counters: two limits never share one, whatever their keys. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Whose requests count together: an address, a device. */
  key: (request: FastifyRequest) => string;
  /** The 429's message. */
  message: string;
  whenCountersDown: WhenCountersDown;
};

/** The client's address as the limits count it: an IPv6 address by its /64, as the plugin does. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** Counts the request; throws 429 past the limit (503 when the limit refuses, Redis down). */
export type RequestLimit = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    requestLimit(options: RequestLimitOptions): RequestLimit;
  }
}

export type RequestLimitsOptions = {
  /** The shared counters; null: per instance, in memory. */
  redis: Redis | null;
  /** Before every key (REDIS_KEY_PREFIX). */
  keyPrefix: string;
};

/**
 * A client that fails fast: while Redis is not connected a command is refused at once rather
 * than queued, and one that gets no answer gives up after 250 ms, so a request never waits on
 * a Redis that is down. It reconnects by itself, and says so in the log.
 */
export function openRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    autoResendUnfulfilledCommands: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis cannot be reached: request limits follow decision 0035');
  });
  redis.on('ready', () => {
    if (down) log.info('Redis reachable again: request limits are shared');
    down = false;
  });
  return redis;
}

/**
 * Registers @fastify/rate-limit (no global limit: only where a route asks) on Redis or in
 * memory, and `app.requestLimit` for the routes. Closes the Redis client with the app.
 */
export async function registerRequestLimits(app: FastifyInstance, options: RequestLimitsOptions) {
  const { redis, keyPrefix } = options;
  if (redis) {
    await connected(redis, READY_WAIT_MS);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${keyPrefix}limit:`,
      // A Redis failure reaches requestLimit, which applies the limit's own rule.
      skipOnError: false,
    });
  } else {
    await app.register(rateLimit, { global: false });
  }

  const local = createLocalCounters(LOCAL_KEYS);
  let degraded = false;

  app.decorate('requestLimit', (limit: RequestLimitOptions): RequestLimit => {
    const windowMs = limit.windowSeconds * 1000;
    const keyOf = (request: FastifyRequest) => `${limit.name}:${limit.key(request)}`;
    const shared = app.createRateLimit({
      max: limit.max,
      timeWindow: windowMs,
      keyGenerator: keyOf,
    });

    async function count(request: FastifyRequest) {
      try {
        const verdict = await shared(request);
        degraded = false;
        if (verdict.isAllowed) return { exceeded: false, retryAfterSeconds: 0 };
        return { exceeded: verdict.isExceeded, retryAfterSeconds: verdict.ttlInSeconds };
      } catch (error) {
        // Only the Redis store fails; the in-memory one cannot.
        if (!degraded) {
          degraded = true;
          request.log.warn({ err: error }, 'request limits: Redis failed, decision 0035 applies');
        }
        if (limit.whenCountersDown !== 'count-per-instance') {
          throw new HttpError(503, limit.whenCountersDown.refuse, REFUSED_RETRY_SECONDS);
        }
        const { current, ttlMs } = local.hit(keyOf(request), windowMs);
        return { exceeded: current > limit.max, retryAfterSeconds: Math.ceil(ttlMs / 1000) };
      }
    }

    return async (request) => {
      const { exceeded, retryAfterSeconds } = await count(request);
      if (exceeded) throw tooManyRequests(limit.message, Math.max(1, retryAfterSeconds));
    };
  });
}

/** Serve with Redis connected when it is there; a Redis that is not is no reason to wait. */
function connected(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Fixed windows in memory: what an instance counts while Redis is down. */
export function createLocalCounters(maxKeys: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one request for `key`: the count in its window, and the time left in it. */
    hit(key: string, windowMs: number): { current: number; ttlMs: number } {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { current: entry.count, ttlMs: entry.resetAt - at };
    },
    size: () => windows.size,
  };
}
