import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeReminders } from '@ignite/domain/contract/notifications';
import { currentUser } from '@ignite/domain/contract/session';
import { SESSION_EXPIRED } from '@ignite/domain/api-messages';
import { ApiError, createQueryClient } from './api-error.ts';
import { createEndpointQuery } from './endpoint-query.ts';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { signIn, startIgnite } from '@test/api/servers.ts';

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

describe('server state through TanStack Query', () => {
  it('caches the data of a successful answer under its endpoint and input', async () => {
    const session = await signIn(t.url);
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });
    const endpointQuery = createEndpointQuery(api);
    const queryClient = createQueryClient();
    const query = { ...endpointQuery(currentUser), staleTime: 60_000 };

    const first = await queryClient.fetchQuery(query);
    const second = await queryClient.fetchQuery(query);

    expect(first.firstName).toBe(session.user.firstName);
    expect(second).toBe(first);
    expect(watched.sent).toHaveLength(1);
    expect(queryClient.getQueryData(['api', 'currentUser', {}])).toBe(first);
  });

  it('reports a failed answer as an ApiError with its status and messages', async () => {
    const { api } = layerForTests({ baseUrl: t.url });
    const endpointQuery = createEndpointQuery(api);

    const error: unknown = await createQueryClient()
      .fetchQuery(endpointQuery(currentUser))
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, messages: [SESSION_EXPIRED] });
  });
});

describe('a query on a write', () => {
  it('goes in the URL of a POST too: the unsubscribe link’s signed token', async () => {
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch });
    const token = `${'A'.repeat(22)}.${'B'.repeat(43)}`;

    const result = await api.callWith(unsubscribeReminders, { query: { token } });

    expect(watched.sent[0]?.url).toContain(`?token=${token}`);
    // The server read the token, and refused it as forged (not as missing).
    expect(result).toMatchObject({
      success: false,
      messages: ['This unsubscribe link is not valid'],
    });
  });
});
