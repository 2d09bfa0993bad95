import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultSchema } from '@ignite/domain/result';
import { currentUserSchema } from '@ignite/domain/user';
import { ApiError, createApiQuery, createQueryClient } from './api-query.ts';
import { SESSION_EXPIRED } from './messages.ts';
import { layerForTests } from './testing/layer-for-tests.ts';
import { recordingFetch } from './testing/recording-fetch.ts';
import { signIn, startIgnite } from './testing/servers.ts';

const currentUserResult = resultSchema(currentUserSchema);

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

describe('server state through TanStack Query', () => {
  it('caches the data of a successful answer under its path', async () => {
    const session = await signIn(t.url);
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });
    const apiQuery = createApiQuery(api);
    const queryClient = createQueryClient();
    const query = { ...apiQuery('user/current', currentUserResult), staleTime: 60_000 };

    const first = await queryClient.fetchQuery(query);
    const second = await queryClient.fetchQuery(query);

    expect(first.firstName).toBe(session.user.firstName);
    expect(second).toBe(first);
    expect(watched.sent).toHaveLength(1);
    expect(queryClient.getQueryData(['api', 'user/current', {}])).toBe(first);
  });

  it('reports a failed answer as an ApiError with its status and messages', async () => {
    const { api } = layerForTests({ baseUrl: t.url });
    const apiQuery = createApiQuery(api);

    const error: unknown = await createQueryClient()
      .fetchQuery(apiQuery('user/current', currentUserResult))
      .catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, messages: [SESSION_EXPIRED] });
  });
});
