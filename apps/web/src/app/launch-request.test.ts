import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchLogin } from '@ignite/domain/contract/launch';
import { currentUser } from '@ignite/domain/contract/session';
import { demoLaunchLinksResultSchema } from '@ignite/domain/launch/launch-api';
import { LAUNCH_LOGIN_PATH } from '@ignite/domain/launch-parameters';
import { SERVER_NOT_AVAILABLE } from '@ignite/domain/api-messages';
import { REPLAYED_LAUNCH } from '@/../../server/src/modules/auth/launch/launch-service.ts';
import type { Answer } from '@/shared/api/exchange.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { signIn, startIgnite, unusedPortUrl } from '@test/api/servers.ts';
import { type LaunchRequestDeps, sendLaunchRequest } from './launch-request.ts';

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

/** A fresh signed launch link's query for the demo owner, from the server's demo links. */
async function launchQuery(): Promise<URLSearchParams> {
  const response = await fetch(`${t.url}/api/demo/launch-links`);
  const links = demoLaunchLinksResultSchema.parse(await response.json());
  const link = links.data.find((l) => l.username === 'owner@demo.ignite');
  if (!link) throw new Error('no demo launch link for owner@demo.ignite');
  return new URL(link.url, t.url).searchParams;
}

function deps(overrides: Partial<LaunchRequestDeps> = {}): LaunchRequestDeps {
  return {
    baseUrl: t.url,
    fetch: (input, init) => fetch(input, init),
    browserId: null,
    now: t.clock.now,
    delayMs: 0,
    ...overrides,
  };
}

describe('the launch sign-in the entry sends before the schemas load (decision 0048)', () => {
  it("posts the link's parameters, and the layer reads the answer as launchLogin's", async () => {
    const watched = recordingFetch();
    const query = await launchQuery();
    const sent = sendLaunchRequest(query, deps({ fetch: watched.fetch, browserId: 'browser-7' }));
    const { api } = layerForTests({ baseUrl: t.url });

    const result = await api.callSentBy(launchLogin, () => sent);

    expect(result.success && result.data.user.email).toBe('owner@demo.ignite');
    expect(result.success && result.data.tokens.accessToken).not.toBe('');
    const [request] = watched.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(LAUNCH_LOGIN_PATH);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('x-browser-id')).toBe('browser-7');
    expect(request?.headers.has('authorization')).toBe(false);
    expect(JSON.parse(request?.body ?? '')).toEqual(Object.fromEntries(query));
  });

  it('sends a missing parameter as empty, and the server says what is wrong', async () => {
    const query = await launchQuery();
    query.delete('nonce');
    const { api } = layerForTests({ baseUrl: t.url });

    const result = await api.callSentBy(launchLogin, () => sendLaunchRequest(query, deps()));

    expect(result.success).toBe(false);
    expect(result.status).toBe(400);
    expect(result.messages.join(' ')).toMatch(/nonce/i);
  });

  it('answers a replayed link with the server’s 401 and its message', async () => {
    const query = await launchQuery();
    const { api } = layerForTests({ baseUrl: t.url });
    const first = await api.callSentBy(launchLogin, () => sendLaunchRequest(query, deps()));
    const again = await api.callSentBy(launchLogin, () => sendLaunchRequest(query, deps()));

    expect(first.success).toBe(true);
    expect(again).toMatchObject({ success: false, status: 401, messages: [REPLAYED_LAUNCH] });
  });

  it('answers the layer’s server-not-available when no answer comes', async () => {
    const query = await launchQuery();
    const baseUrl = await unusedPortUrl();
    const { api } = layerForTests({ baseUrl });

    const result = await api.callSentBy(launchLogin, () =>
      sendLaunchRequest(query, deps({ baseUrl })),
    );

    expect(result).toMatchObject({ success: false, status: 500, messages: [SERVER_NOT_AVAILABLE] });
  });

  it('waits the delay it is given before sending', async () => {
    const watched = recordingFetch();
    const started = performance.now();
    await sendLaunchRequest(await launchQuery(), deps({ fetch: watched.fetch, delayMs: 200 }));

    expect(watched.sent[0]?.sentAt).toBeGreaterThanOrEqual(started + 195);
  });

  it('holds the queue: a call made after it is sent only once its answer is in', async () => {
    const session = await signIn(t.url);
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });
    let answer: (value: Answer | null) => void = () => undefined;
    const sent = new Promise<Answer | null>((resolve) => {
      answer = resolve;
    });

    const launch = api.callSentBy(launchLogin, () => sent);
    const later = api.call(currentUser);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(watched.sent).toHaveLength(0);

    answer(await sendLaunchRequest(await launchQuery(), deps()));
    expect((await launch).success).toBe(true);
    expect((await later).success).toBe(true);
    expect(watched.to('/api/user/current')).toHaveLength(1);
  });
});
