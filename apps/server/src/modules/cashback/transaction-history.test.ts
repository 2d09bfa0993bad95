// The transaction history through the whole app: asked for as the spec names it (the host
// app's appVehicleId), it lists the owner's purchases and their payouts with each payout's
// reference and state, and its lifetime and pending are the wallet's to the cent.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CashbackState } from '@ignite/domain/cashback/ledger';
import { toCents } from '@ignite/domain/cashback/money';
import { transactionTotals } from '@ignite/domain/cashback/transactions';
import {
  fundedOwner,
  historyOf,
  ownerOf,
  profileOf,
  redeem,
  type Owner,
} from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { TEST_SECRETS } from '../../../test/test-secrets.ts';
import type { BankTransfers } from './bank-transfers.ts';
import { createCashbackRepositories } from './cashback-repositories.ts';
import { createLedgerService } from './ledger-service.ts';
import { createPayoutJob } from './payout-job.ts';

let t: TestApp;
let owner: Owner;
beforeAll(async () => {
  // The app's own job polls rarely here: the payout test runs the job when it means to.
  t = await startTestApp({ payoutPollSeconds: 300, payoutCompletionSeconds: 60 });
  owner = await ownerOf(t, 'owner@demo.ignite');
});
afterAll(() => t.close());

const historyWith = (who: Owner, appVehicleId: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/igniteprofile/cashback-transactions',
    headers: who.auth,
    payload: { appConsumerId: who.appConsumerId, appVehicleId },
  });

describe('asked for by appVehicleId, the host app’s id of the car', () => {
  test('the appVehicleId the sign-in answers reads the owner’s history', async () => {
    expect(owner.appVehicleId).not.toBe(owner.vehicleId);
    const { statusCode, body } = await historyOf(t, owner);
    expect(statusCode).toBe(200);
    expect(body.data.transactions).toHaveLength(9);
  });

  test('our vehicleId in its place, or another owner’s appVehicleId, reads nothing: 404', async () => {
    const generic = await ownerOf(t, 'generic@demo.ignite');
    const withVehicleId = await historyWith(owner, owner.vehicleId);
    expect(withVehicleId.statusCode).toBe(404);
    expect(withVehicleId.body.messages).toEqual(['Vehicle not found']);
    expect((await historyWith(generic, owner.appVehicleId)).statusCode).toBe(404);
  });
});

describe('the history’s figures', () => {
  test('its lifetime and pending are the wallet’s: $80.16 and $6.45 for the demo owner', async () => {
    const [history, profile] = await Promise.all([historyOf(t, owner), profileOf(t, owner)]);
    const totals = transactionTotals(
      history.body.data.transactions.map((row) => ({
        state: row.state as CashbackState,
        cashbackCents: toCents(row.cashbackAmount),
        purchaseCents: toCents(row.purchaseAmount),
      })),
    );
    expect(totals.lifetimeCents).toBe(toCents(profile.body.data.lifetimeAmount));
    expect(totals.pendingCents).toBe(toCents(profile.body.data.pendingAmount));
    expect([totals.lifetimeCents, totals.pendingCents]).toEqual([8016, 645]);
  });
});

describe('payouts in the history', () => {
  test('the demo owner’s payout is listed, paid, with its reference; a category lists none', async () => {
    const { body } = await historyOf(t, owner);
    expect(body.data.payouts).toEqual([
      expect.objectContaining({
        reference: 'LOCAL-SEED0001',
        amount: 28.66,
        state: 'completed',
        stateName: 'Paid',
      }),
    ]);
    const fuel = await historyOf(t, owner, 'fuel');
    expect(fuel.body.data.transactions.length).toBeGreaterThan(0);
    expect(fuel.body.data.payouts).toEqual([]);
  });

  test('a new payout shows as Requested, then Paid with the bank’s reference or Returned', async () => {
    const { owner: generic } = await fundedOwner(t, 'generic@demo.ignite', 8_000);
    const paid = await redeem(t, generic, 30, 'history-paid-payout');
    const returned = await redeem(t, generic, 10, 'history-returned-payout');
    const paidId = paid.body.data.payoutId;
    const returnedId = returned.body.data.payoutId;

    const requested = (await historyOf(t, generic)).body.data.payouts;
    expect(requested.map((p) => [p.payoutId, p.reference, p.amount, p.stateName])).toEqual([
      [returnedId, returnedId, 10, 'Requested'],
      [paidId, paidId, 30, 'Requested'],
    ]);
    expect(requested.every((p) => p.completedAt === null)).toBe(true);

    const bank: BankTransfers = {
      transfer: async (request) =>
        request.payoutId === paidId
          ? { status: 'completed', reference: 'BANK-HISTORY-1' }
          : { status: 'rejected', reason: 'Account closed' },
    };
    t.clock.advanceSeconds(61);
    const data = createCashbackRepositories(t.db, TEST_SECRETS.bankDetailsKey);
    await createPayoutJob({
      ledger: createLedgerService(data),
      payouts: data.payouts,
      bankAccounts: data.bankAccounts,
      keys: data.keys,
      clock: t.clock.now,
      bank,
      pollSeconds: 300,
      log: () => undefined,
    }).kick();

    const after = (await historyOf(t, generic)).body.data.payouts;
    expect(after.map((p) => [p.payoutId, p.reference, p.state, p.stateName])).toEqual([
      [returnedId, returnedId, 'failed', 'Returned'],
      [paidId, 'BANK-HISTORY-1', 'completed', 'Paid'],
    ]);
    expect(after.find((p) => p.payoutId === paidId)?.completedAt).not.toBeNull();
    // The returned $10 is back: 80 less the 30 paid.
    expect((await profileOf(t, generic)).body.data.availableAmount).toBe(50);
  });
});
