// The cashback's repositories over one database or one transaction. A write that reads before
// it writes (the ledger's, a payout's) runs in a transaction with every repository over it.
import type { Database } from '../../db/client.ts';
import {
  type BankAccountRepository,
  createBankAccountRepository,
} from './bank-account-repository.ts';
import {
  createIdempotencyKeyRepository,
  type IdempotencyKeyRepository,
} from './idempotency-key-repository.ts';
import { createLedgerRepository, type LedgerRepository } from './ledger-repository.ts';
import { createLinkedCardRepository, type LinkedCardRepository } from './linked-card-repository.ts';
import { createOwnerRepository, type OwnerRepository } from './owner-repository.ts';
import { createPayoutRepository, type PayoutRepository } from './payout-repository.ts';

export type CashbackRepositories = {
  ledger: LedgerRepository;
  payouts: PayoutRepository;
  keys: IdempotencyKeyRepository;
  bankAccounts: BankAccountRepository;
  cards: LinkedCardRepository;
  owners: OwnerRepository;
  /** Runs `work` in one transaction, with every repository over it. */
  transaction<T>(work: (tx: CashbackRepositories) => Promise<T>): Promise<T>;
};

/** `bankDetailsKey` seals the bank accounts at rest. */
export function createCashbackRepositories(
  db: Database,
  bankDetailsKey: Buffer,
): CashbackRepositories {
  return {
    ledger: createLedgerRepository(db),
    payouts: createPayoutRepository(db),
    keys: createIdempotencyKeyRepository(db),
    bankAccounts: createBankAccountRepository(db, bankDetailsKey),
    cards: createLinkedCardRepository(db),
    owners: createOwnerRepository(db),
    transaction: (work) =>
      db.transaction((transaction) =>
        work(createCashbackRepositories(transaction, bankDetailsKey)),
      ),
  };
}
