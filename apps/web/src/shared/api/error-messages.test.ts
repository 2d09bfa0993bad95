import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  LOGIN_SERVER_NOT_AVAILABLE,
  NOT_AUTHORISED,
  SERVER_NOT_AVAILABLE,
  SESSION_EXPIRED,
} from '@ignite/domain/api-messages';
import { vehicle } from '@ignite/domain/contract/garage';
import { currentUser } from '@ignite/domain/contract/session';
import { currentUserSchema } from '@ignite/domain/user';
import { GENERIC_ERROR_MESSAGE, type Result, resultSchema } from '@ignite/domain/result';
import { scriptedEndpoint } from '@test/api/scripted-endpoint.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import {
  PASSWORD,
  signIn,
  startIgnite,
  startScriptedServer,
  unusedPortUrl,
} from '@test/api/servers.ts';

const nullResult = resultSchema(z.null());
const scripted = (name: string, response: z.ZodMiniType<Result<unknown>> = nullResult) =>
  scriptedEndpoint({ method: 'GET', path: `/api/${name}`, response });

let t: Awaited<ReturnType<typeof startIgnite>>;
let server: Awaited<ReturnType<typeof startScriptedServer>>;

beforeAll(async () => {
  t = await startIgnite();
  // Answers in the shapes other servers and proxies give, which the real app never does.
  server = await startScriptedServer((app) => {
    app.get('/api/messages', (_request, reply) =>
      reply.code(409).send({ success: false, status: 409, data: null, messages: ['Taken'] }),
    );
    app.get('/api/errors', (_request, reply) =>
      reply.code(400).send({
        errors: { email: ['Must be a valid email address.'], year: ['Must be 4 digits (year).'] },
        messages: ['Please check the form'],
      }),
    );
    app.get('/api/empty-lists', (_request, reply) =>
      reply.code(422).send({ success: false, status: 422, data: null, messages: [] }),
    );
    app.get('/api/no-body', (_request, reply) => reply.code(502).send());
    app.get('/api/not-json', (_request, reply) =>
      reply.code(503).type('text/html').send('<h1>Service Unavailable</h1>'),
    );
    app.get('/api/wrong-shape', async () => ({
      success: true,
      status: 200,
      data: 42,
      messages: [],
    }));
    app.get('/api/hangs', () => new Promise(() => undefined));
  });
});

afterAll(async () => {
  await server.close();
  await t.close();
});

describe('error messages (spec part 1 section 8)', () => {
  it('warns "not authorised" on a 403 to an authenticated request, keeping the session', async () => {
    const session = await signIn(t.url);
    const layer = layerForTests({ baseUrl: t.url, session, now: t.clock.now });

    // Another consumer's vehicle: the real app answers 403.
    const result = await layer.api.call(vehicle, {
      params: { organisationConsumerId: randomUUID(), vehicleId: randomUUID() },
    });

    expect(result).toEqual({ success: false, status: 403, data: null, messages: [NOT_AUTHORISED] });
    expect(layer.warnings).toEqual([NOT_AUTHORISED]);
    expect(layer.session.tokens()).toEqual(session.tokens);
    expect(layer.sessionEndings()).toBe(0);
  });

  it('warns "not authorised" on a final 401, and answers "User session has expired"', async () => {
    const session = await signIn(t.url);
    const broken = { ...session.tokens, accessToken: 'x.y.z', refreshToken: 'not-issued' };
    const layer = layerForTests({
      baseUrl: t.url,
      session: { ...session, tokens: broken },
      now: t.clock.now,
    });

    const result = await layer.api.call(currentUser);

    expect(result).toEqual({
      success: false,
      status: 401,
      data: null,
      messages: [SESSION_EXPIRED],
    });
    expect(layer.warnings).toEqual([NOT_AUTHORISED]);
  });

  it('gives no warning for a 401 to a request sent without a session', async () => {
    const layer = layerForTests({ baseUrl: t.url });

    const result = await layer.api.call(currentUser);

    expect(result).toEqual({
      success: false,
      status: 401,
      data: null,
      messages: [SESSION_EXPIRED],
    });
    expect(layer.warnings).toEqual([]);
    expect(layer.sessionEndings()).toBe(0);
  });

  it('answers 500 "The server is not available" when nothing answers', async () => {
    const layer = layerForTests({ baseUrl: await unusedPortUrl() });

    const result = await layer.api.call(currentUser);

    expect(result).toEqual({
      success: false,
      status: 500,
      data: null,
      messages: [SERVER_NOT_AVAILABLE],
    });
  });

  it('treats a request left unanswered past the time limit as a network failure', async () => {
    const layer = layerForTests({ baseUrl: server.url, timeoutMs: 200 });

    const result = await layer.api.call(scripted('hangs'));

    expect(result).toEqual({
      success: false,
      status: 500,
      data: null,
      messages: [SERVER_NOT_AVAILABLE],
    });
  });

  it('answers a failed login as a 500-style result wrapping the server result', async () => {
    const layer = layerForTests({ baseUrl: t.url });

    const result = await layer.api.login({
      username: 'owner@demo.ignite',
      password: 'wrong-password',
    });

    const serverResult = {
      success: false,
      status: 401,
      data: null,
      messages: ['The username or password is incorrect'],
    };
    expect(result).toEqual({
      success: false,
      status: 500,
      data: serverResult,
      messages: serverResult.messages,
    });
  });

  it('signs in through the layer, keeping the browser id it already has', async () => {
    const first = await signIn(t.url);
    const layer = layerForTests({ baseUrl: t.url });
    layer.session.saveRefreshed(first.tokens, first.user);
    layer.session.clearTokens();

    const result = await layer.api.login({ username: 'owner@demo.ignite', password: PASSWORD });

    expect(result.success).toBe(true);
    expect(result.success && result.data.tokens.browserId).toBe(first.tokens.browserId);
  });

  it('answers "Sorry - The server is not available" when a login gets no response', async () => {
    const layer = layerForTests({ baseUrl: await unusedPortUrl() });

    const result = await layer.api.login({ username: 'owner@demo.ignite', password: PASSWORD });

    expect(result).toEqual({
      success: false,
      status: 500,
      data: null,
      messages: [LOGIN_SERVER_NOT_AVAILABLE],
    });
  });

  it('uses the messages of a failed answer, with its status', async () => {
    const layer = layerForTests({ baseUrl: server.url });

    expect(await layer.api.call(scripted('messages'))).toEqual({
      success: false,
      status: 409,
      data: null,
      messages: ['Taken'],
    });
  });

  it('flattens an errors list (keyed by field) and a messages list into messages', async () => {
    const layer = layerForTests({ baseUrl: server.url });

    const result = await layer.api.call(scripted('errors'));

    expect(result).toEqual({
      success: false,
      status: 400,
      data: null,
      messages: [
        'Must be a valid email address.',
        'Must be 4 digits (year).',
        'Please check the form',
      ],
    });
  });

  it('falls back to the generic sentence when a failed answer has no messages', async () => {
    const layer = layerForTests({ baseUrl: server.url });

    const results = await Promise.all([
      layer.api.call(scripted('empty-lists')),
      layer.api.call(scripted('no-body')),
      layer.api.call(scripted('not-json')),
    ]);

    expect(results).toEqual(
      [422, 502, 503].map((status) => ({
        success: false,
        status,
        data: null,
        messages: [GENERIC_ERROR_MESSAGE],
      })),
    );
  });

  it('refuses a successful answer that does not fit the schema', async () => {
    const layer = layerForTests({ baseUrl: server.url });

    const result = await layer.api.call(scripted('wrong-shape', resultSchema(currentUserSchema)));

    expect(result).toEqual({
      success: false,
      status: 500,
      data: null,
      messages: [GENERIC_ERROR_MESSAGE],
    });
  });
});
