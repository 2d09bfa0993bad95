// The cashback profile's calls through the whole app (spec part 3 section 7): the demo owner's
// figures; another consumer's ids read nothing; the bank account's rules, masks and encryption at
// rest; card removal of one's own card only; the sandbox card link.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CASHBACK_MESSAGES, type CashbackProfile } from '@ignite/domain/cashback/cashback-api';
import { BANK_ACCOUNT_MESSAGES } from '@ignite/domain/cashback/bank-account';
import { SANDBOX_CARD_MESSAGES } from '@ignite/domain/cashback/cashback-feed';
import { bankAccounts, linkedCards } from '../../db/cashback-schema.ts';
import { linkCard, ownerOf, profileOf, type Owner } from '../../../test/cashback-test-kit.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLedgerRepository } from './ledger-repository.ts';

let t: TestApp;
let owner: Owner;
let generic: Owner;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerOf(t, 'owner@demo.ignite');
  generic = await ownerOf(t, 'generic@demo.ignite');
});
afterAll(() => t.close());

const saveBank = (who: Owner, bankAccount: unknown, appConsumerId = who.appConsumerId) =>
  call<{ bsb: string; accountNumber: string }>(t.app, {
    method: 'PUT',
    url: '/api/igniteprofile/bank-account',
    headers: who.auth,
    payload: { appConsumerId, bankAccount },
  });
const removeCard = (who: Owner, linkedCardId: string) =>
  call(t.app, {
    method: 'DELETE',
    url: `/api/igniteprofile/remove-linked-card?linkedCardId=${linkedCardId}`,
    headers: who.auth,
  });
const sandboxLink = (payload: Record<string, unknown>) =>
  call<{ linkedCardId: string; cardMasked: string }>(t.app, {
    method: 'POST',
    url: '/api/sandbox/card-link',
    payload,
  });
const tokenOf = async (who: Owner) =>
  new URL((await profileOf(t, who)).body.data.linkCardUrl ?? '').searchParams.get('token') ?? '';

describe('the profile', () => {
  test('the demo owner: $51.50 available, $80.16 lifetime, cards in every state, a masked bank account', async () => {
    const { statusCode, body } = await profileOf(t, owner);
    expect(statusCode).toBe(200);
    const profile: CashbackProfile = body.data;
    expect(profile).toMatchObject({
      availableAmount: 51.5,
      lifetimeAmount: 80.16,
      pendingAmount: 6.45,
      minimumIgniteBeforeRedemption: 30,
      hasCashbackThatCanBeRedeemed: true,
      hasLinkedCards: true,
      hasBankAccountDetails: true,
      bankAccount: { bsb: '***-356', accountNumber: '****-**93-18' },
      isGeneric: false,
    });
    expect(
      profile.linkedCards.map((c) => [c.issuer, c.cardMasked, c.hasExpired, c.isExpiring]),
    ).toEqual([
      ['visa', '4242', false, false],
      ['mastercard', '4444', false, true],
      ['amex', '0005', true, false],
    ]);
    expect(profile.linkedCards[0]?.expiry).toMatch(/^\d{2}\/\d{2}$/);
    expect(profile.pendingTransactions.map((row) => row.stateName)).toEqual(['Pending', 'Pending']);
    expect(profile.linkCardUrl).toMatch(/\/sandbox\/card-link\?token=[A-Za-z0-9_-]{32}$/);
  });

  test('another consumer’s appConsumerId or vehicle reads nothing: 404', async () => {
    const withTheirConsumer = await call(t.app, {
      method: 'POST',
      url: '/api/igniteprofile',
      headers: generic.auth,
      payload: { appConsumerId: owner.appConsumerId, vehicleId: generic.vehicleId },
    });
    expect(withTheirConsumer.statusCode).toBe(404);
    const withTheirCar = await call(t.app, {
      method: 'POST',
      url: '/api/igniteprofile',
      headers: generic.auth,
      payload: { appConsumerId: generic.appConsumerId, vehicleId: owner.vehicleId },
    });
    expect(withTheirCar.statusCode).toBe(404);
    const transactions = await call(t.app, {
      method: 'POST',
      url: '/api/igniteprofile/cashback-transactions',
      headers: generic.auth,
      payload: { appConsumerId: owner.appConsumerId, appVehicleId: owner.appVehicleId },
    });
    expect(transactions.statusCode).toBe(404);
  });

  test('transactions: every state, newest first, or one category in any case', async () => {
    const all = await call<{ transactions: { stateName: string; transactionDate: string }[] }>(
      t.app,
      {
        method: 'POST',
        url: '/api/igniteprofile/cashback-transactions',
        headers: owner.auth,
        payload: { appConsumerId: owner.appConsumerId, appVehicleId: owner.appVehicleId },
      },
    );
    const rows = all.body.data.transactions;
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((row) => row.stateName))).toEqual(
      new Set(['Settled', 'Pending', 'Reversed']),
    );
    const dates = rows.map((row) => row.transactionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/igniteprofile/cashback-transactions',
      headers: owner.auth,
      payload: {
        appConsumerId: owner.appConsumerId,
        appVehicleId: owner.appVehicleId,
        category: "'; drop",
      },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the bank account', () => {
  test('malformed or missing BSB and account numbers: 400 with the spec’s message, nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ bsb: '12-3456', accountNumber: '1234-5678-90' }, BANK_ACCOUNT_MESSAGES.bsbInvalid],
      [{ bsb: '123456', accountNumber: '1234-5678-90' }, BANK_ACCOUNT_MESSAGES.bsbInvalid],
      [{ bsb: '', accountNumber: '1234-5678-90' }, BANK_ACCOUNT_MESSAGES.bsbRequired],
      [{ bsb: '123-456', accountNumber: '1234-5' }, BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
      [{ bsb: '123-456', accountNumber: '12345-678' }, BANK_ACCOUNT_MESSAGES.accountNumberInvalid],
      [
        { bsb: '123-456', accountNumber: '1234-5678-901' },
        BANK_ACCOUNT_MESSAGES.accountNumberInvalid,
      ],
      [{ bsb: '123-456', accountNumber: '' }, BANK_ACCOUNT_MESSAGES.accountNumberRequired],
      [
        { bsb: '123-456\u0000', accountNumber: '1234-5678-90' },
        'Must not contain control characters',
      ],
    ];
    for (const [account, message] of cases) {
      const answer = await saveBank(owner, account);
      expect(answer.statusCode, JSON.stringify(account)).toBe(400);
      expect(answer.body.messages.join(), JSON.stringify(account)).toContain(message);
    }
    expect((await profileOf(t, owner)).body.data.bankAccount).toEqual({
      bsb: '***-356',
      accountNumber: '****-**93-18',
    });
  });

  test('saved, answered masked, kept encrypted; another consumer’s id saves nothing; removed', async () => {
    const notYours = await saveBank(
      generic,
      { bsb: '633-000', accountNumber: '1234-5678-90' },
      owner.appConsumerId,
    );
    expect(notYours.statusCode).toBe(404);

    const saved = await saveBank(generic, { bsb: '633-000', accountNumber: '1234-5678-90' });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual({ bsb: '***-000', accountNumber: '****-**78-90' });

    const walletId = await createLedgerRepository(t.db).walletOf(generic.userId);
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.walletId, walletId));
    const stored = JSON.stringify(row);
    for (const digits of ['633-000', '633000', '1234-5678-90', '1234567890', '5678']) {
      expect(stored).not.toContain(digits);
    }
    const removed = await call(t.app, {
      method: 'DELETE',
      url: '/api/igniteprofile/bank-account',
      headers: generic.auth,
    });
    expect(removed.statusCode).toBe(200);
    const profile = (await profileOf(t, generic)).body.data;
    expect(profile).toMatchObject({ hasBankAccountDetails: false, bankAccount: null });
    expect((await profileOf(t, owner)).body.data.hasBankAccountDetails).toBe(true);
  });
});

describe('linked cards', () => {
  test('another owner’s card id: 404 and the card stays; one’s own is removed once', async () => {
    const [ownersCard] = (await profileOf(t, owner)).body.data.linkedCards;
    const theirs = await removeCard(generic, ownersCard?.linkedCardId ?? '');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.messages).toEqual([CASHBACK_MESSAGES.cardNotFound]);
    expect((await profileOf(t, owner)).body.data.linkedCards).toHaveLength(3);

    const card = await linkCard(t, generic, '5555 5555 5555 4444');
    expect(card).toMatchObject({
      issuer: 'mastercard',
      cardMasked: '4444',
      cardNickName: 'Test card',
    });
    expect((await removeCard(generic, card.linkedCardId)).statusCode).toBe(200);
    expect((await removeCard(generic, card.linkedCardId)).statusCode).toBe(404);
    const left = (await profileOf(t, generic)).body.data.linkedCards;
    expect(left.map((c) => c.linkedCardId)).not.toContain(card.linkedCardId);
    expect((await removeCard(generic, 'not-a-uuid')).statusCode).toBe(400);
  });

  test('the sandbox keeps the issuer, the last four digits and the expiry, never the number', async () => {
    const token = await tokenOf(generic);
    const linked = await sandboxLink({
      token,
      cardNumber: '3782 822463 10005',
      expiry: '04/31',
      nickname: '  Weekend card ',
    });
    expect(linked.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(linkedCards)
      .where(eq(linkedCards.id, linked.body.data.linkedCardId));
    expect(row).toMatchObject({
      issuer: 'amex',
      cardMasked: '0005',
      nickname: 'Weekend card',
      expiryMonth: 4,
      expiryYear: 2031,
    });
    expect(JSON.stringify(row)).not.toContain('378282246310005');
  });

  test('the sandbox refuses a bad number, expiry or token with a clear message', async () => {
    const token = await tokenOf(generic);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { token, cardNumber: '4242 4242 4242 4241', expiry: '12/30' },
        400,
        SANDBOX_CARD_MESSAGES.cardNumberInvalid,
      ],
      [
        { token, cardNumber: '6011 1111 1111 1117', expiry: '12/30' },
        400,
        SANDBOX_CARD_MESSAGES.cardNumberInvalid,
      ],
      [
        { token, cardNumber: '4242 4242 4242 4242', expiry: '13/30' },
        400,
        SANDBOX_CARD_MESSAGES.expiryInvalid,
      ],
      [
        { token, cardNumber: '4242 4242 4242 4242', expiry: '01/20' },
        400,
        SANDBOX_CARD_MESSAGES.expired,
      ],
      [
        { token, cardNumber: '4242 4242 4242 4242', expiry: '12/30', nickname: 'n'.repeat(31) },
        400,
        SANDBOX_CARD_MESSAGES.nicknameTooLong,
      ],
      [
        { token: 'A'.repeat(32), cardNumber: '4242 4242 4242 4242', expiry: '12/30' },
        404,
        SANDBOX_CARD_MESSAGES.unknownToken,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const answer = await sandboxLink(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.body.messages.join(), JSON.stringify(payload)).toContain(message);
    }
  });
});
