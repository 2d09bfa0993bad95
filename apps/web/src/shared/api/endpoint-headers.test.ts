import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackProfile, redeemCashback } from '@ignite/domain/contract/cashback';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { signIn, startIgnite } from '@test/api/servers.ts';

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

describe('headers an endpoint declares', () => {
  it("travel with the call: redeem's Idempotency-Key makes a repeat the same payout", async () => {
    const session = await signIn(t.url, 'owner@demo.ignite');
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });
    const input = {
      body: { amount: 10 },
      headers: { 'idempotency-key': 'web-layer-test-key-0001' },
    };

    const first = await api.call(redeemCashback, input);
    const again = await api.call(redeemCashback, input);

    expect(first.success && again.success).toBe(true);
    expect(again.data).toEqual(first.data);
    const sent = watched.to(redeemCashback.path);
    expect(sent.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'web-layer-test-key-0001',
      'web-layer-test-key-0001',
    ]);
    // The layer's own headers are still there beside it.
    expect(sent[0]?.headers.get('authorization')).toBe(`Bearer ${session.tokens.accessToken}`);

    // One payout of 10, not two.
    const { user } = session;
    const profile = await api.call(cashbackProfile, {
      body: {
        appConsumerId: user.appConsumerId ?? '',
        vehicleId: user.activeVehicle?.vehicleId ?? '',
      },
    });
    expect(profile.success && profile.data.availableAmount).toBe(41.5);
  });
});
