// The route fuzz's client: turns the parts of a request (its path parameters, query, body and
// headers) into an HTTP request with the right credentials (a user's token, a device's key, the
// cashback feed's signature), sends it through app.inject, counts it, and says what is wrong
// with the answer: a status outside 2xx and 4xx, a refusal without the result shape and a
// message, or a refusal that changed the database.
import { answeredFailures, type Endpoint } from '@ignite/domain/contract/endpoint';
import type { Session } from '@ignite/domain/session';
import { FEED_SIGNATURE_HEADER } from '@ignite/domain/cashback/cashback-feed';
import { signIn } from '../sessions.ts';
import type { TestApp } from '../test-app.ts';
import { TEST_SECRETS } from '../test-secrets.ts';
import { signFeed } from '../../src/modules/cashback/feed-signature.ts';
import {
  createDeviceRegistry,
  createDeviceRepository,
} from '../../src/modules/health-monitor/index.ts';
import { watchDatabase } from './db-watch.ts';

/**
 * A request before it is sent. Path parameters and query values are written as they go into
 * the URL (percent-encoded, or hostile as they are); `authorization` and `signature` are the
 * usual credentials unless a hostile value replaces them.
 */
export type RequestParts = {
  params?: Record<string, string>;
  query?: [string, string][];
  body?: { payload: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
  authorization?: 'usual' | 'none' | { value: string };
  signature?: 'usual' | 'none' | { value: string };
  remoteAddress: string;
};

/** Percent-encodes a value for the URL; a lone surrogate becomes U+FFFD, as a browser's would. */
export function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** A generated object's entries as query pairs: a list as the key repeated. */
export function queryPairs(query: unknown): [string, string][] {
  if (query === null || typeof query !== 'object') return [];
  return Object.entries(query).flatMap(([key, value]): [string, string][] => {
    if (value === undefined) return [];
    const values: unknown[] = Array.isArray(value) ? value : [value];
    return values.map((v) => [encode(key), encode(typeof v === 'string' ? v : String(v))]);
  });
}

export function encodedParams(params: unknown): Record<string, string> {
  if (params === null || typeof params !== 'object') return {};
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encode(value)]));
}

/** Header values as HTTP carries them: text, Latin-1 at most. */
export function headerValues(headers: unknown): Record<string, string> {
  if (headers === null || typeof headers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')]),
  );
}

export type Persona = 'owner@demo.ignite' | 'dealer@demo.ignite' | 'newcar@demo.ignite';

/** Who the fuzz signs in as for an area: the dealer for dealer mode, a new owner for welcome. */
export function personaFor(endpoint: Endpoint): Persona {
  if (endpoint.area === 'dealer-mode') return 'dealer@demo.ignite';
  if (endpoint.area === 'welcome-flow') return 'newcar@demo.ignite';
  return 'owner@demo.ignite';
}

/** A device's key opens this many posts a minute (TELEMETRY_LIMITS); a new one is fitted first. */
const POSTS_PER_DEVICE = 200;

export type Answer = { status: number; body: string; contentType: string };

export type FuzzClient = {
  /** Requests sent so far. */
  readonly sent: number;
  /** Sends the request; answers its status and what is wrong with the answer, or null. */
  check(
    endpoint: Endpoint,
    parts: RequestParts,
  ): Promise<{ status: number; problem: string | null }>;
  /** Signs in again whoever a fuzzed call signed out, so the next route is still reached. */
  refreshCredentials(endpoint: Endpoint): Promise<void>;
  /** The personas' sessions as they signed in first. */
  sessions: ReadonlyMap<Persona, Session>;
};

export async function startFuzzClient(t: TestApp): Promise<FuzzClient> {
  const sessions = new Map<Persona, Session>();
  const personas: Persona[] = ['owner@demo.ignite', 'dealer@demo.ignite', 'newcar@demo.ignite'];
  for (const persona of personas) sessions.set(persona, await signIn(t.app, persona));
  const tokens = new Map([...sessions].map(([persona, s]) => [persona, s.tokens.accessToken]));
  const ownersVehicle = sessions.get('owner@demo.ignite')?.user.activeVehicle?.vehicleId ?? '';
  const devices = createDeviceRegistry({
    devices: createDeviceRepository(t.db),
    clock: t.clock.now,
  });
  let device = { key: '', posts: POSTS_PER_DEVICE };
  const watch = await watchDatabase(t.db);
  let sent = 0;

  /**
   * A new device in the owner's vehicle, as the demo's fitting route makes one (by the
   * registry, not the route: a fuzzed update may have given the vehicle a rego it cannot find).
   */
  async function fitDevice() {
    device = { key: (await devices.register(ownersVehicle)).deviceKey, posts: 0 };
  }

  async function usualAuthorization(endpoint: Endpoint): Promise<string | undefined> {
    if (endpoint.auth === 'device') {
      if (device.posts >= POSTS_PER_DEVICE) {
        await fitDevice();
        await watch.changes(); // the fitting is not the next request's doing
      }
      device.posts += 1;
      return `Bearer ${device.key}`;
    }
    return `Bearer ${tokens.get(personaFor(endpoint))}`;
  }

  async function build(endpoint: Endpoint, parts: RequestParts) {
    const path = endpoint.path.replace(
      /:([A-Za-z][A-Za-z0-9_]*)/g,
      (_, name: string) => parts.params?.[name] ?? '',
    );
    const query = (parts.query ?? []).map(([key, value]) => `${key}=${value}`).join('&');
    const headers: Record<string, string> = { ...parts.headers };
    if (parts.body?.contentType) headers['content-type'] = parts.body.contentType;
    const authorization =
      parts.authorization === undefined || parts.authorization === 'usual'
        ? await usualAuthorization(endpoint)
        : parts.authorization === 'none'
          ? undefined
          : parts.authorization.value;
    if (authorization !== undefined) headers.authorization = authorization;
    if (endpoint.auth === 'signature' && parts.signature !== 'none') {
      const payload = parts.body?.payload ?? '';
      headers[FEED_SIGNATURE_HEADER] =
        parts.signature === undefined || parts.signature === 'usual'
          ? signFeed(
              TEST_SECRETS.cashbackFeedSecret,
              payload,
              Math.floor(t.clock.now().getTime() / 1000),
            )
          : parts.signature.value;
    }
    return {
      method: endpoint.method,
      url: query ? `${path}?${query}` : path,
      headers,
      remoteAddress: parts.remoteAddress,
      ...(parts.body ? { payload: parts.body.payload } : {}),
    };
  }

  return {
    get sent() {
      return sent;
    },

    async check(endpoint, parts) {
      const request = await build(endpoint, parts);
      sent += 1;
      const response = await t.app.inject(request);
      const answer = {
        status: response.statusCode,
        body: response.body,
        contentType: String(response.headers['content-type'] ?? ''),
      };
      const problem = answerProblem(answer) ?? undocumentedStatusProblem(endpoint, answer.status);
      const changed = await watch.changes();
      const refused = answer.status >= 400 && answer.status < 500;
      const whatChanged = refused && changed.length > 0 ? `refused, yet changed ${changed}` : null;
      const wrong = problem ?? whatChanged;
      return {
        status: answer.status,
        problem:
          wrong && `${wrong}\n  sent: ${describeRequest(request)}\n  answer: ${clip(answer.body)}`,
      };
    },

    async refreshCredentials(endpoint) {
      const persona = personaFor(endpoint);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/user/current',
        headers: { authorization: `Bearer ${tokens.get(persona)}` },
      });
      if (current.statusCode !== 200) {
        // From the browser that signed in first: a device the account knows is not held back
        // by the failures the fuzz's wrong passwords ran up.
        const browserId = sessions.get(persona)?.tokens.browserId ?? '';
        const session = await signIn(t.app, persona, { 'x-browser-id': browserId });
        tokens.set(persona, session.tokens.accessToken);
      }
      if (endpoint.auth === 'device') device.posts = POSTS_PER_DEVICE; // a new one, to be sure
      await watch.changes(); // the sign-in is not the next request's doing
    },

    sessions,
  };
}

/** An answer the endpoint's OpenAPI operation does not list: integrators would not expect it. */
function undocumentedStatusProblem(endpoint: Endpoint, status: number): string | null {
  if (status < 300) return status === 200 ? null : `answered ${status}, documented as 200`;
  return (answeredFailures(endpoint) as number[]).includes(status)
    ? null
    : `answered ${status}, which its contract does not list among its failures`;
}

/** What is wrong with an answer: not 2xx or 4xx, or a refusal without its message. */
export function answerProblem(answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `answered ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}`;
  if (status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) {
    return `answered ${status} as ${answer.contentType || 'no content type'}`;
  }
  let body: { success?: unknown; status?: unknown; messages?: unknown };
  try {
    body = JSON.parse(answer.body) as typeof body;
  } catch {
    return `answered ${status} with a body that is not JSON`;
  }
  const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
  const hasMessage =
    messages.length > 0 && messages.every((m) => typeof m === 'string' && m.trim() !== '');
  if (body.success !== false || body.status !== status || !hasMessage) {
    return `answered ${status} without the result shape and a message`;
  }
  return null;
}

const clip = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

function describeRequest(request: {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}) {
  const headers = Object.entries(request.headers)
    .map(([key, value]) => `${key}: ${clip(value, 120)}`)
    .join('; ');
  const payload =
    request.payload === undefined
      ? 'no body'
      : Buffer.isBuffer(request.payload)
        ? `bytes ${request.payload.toString('hex')}`
        : clip(JSON.stringify(request.payload));
  return `${request.method} ${clip(request.url, 300)} [${headers}] ${payload}`;
}
