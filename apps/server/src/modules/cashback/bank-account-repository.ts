// The owner's bank account, over the database or a transaction: sealed at rest
// (crypto/bank-details-cipher.ts), so the table never holds a readable number. Payouts take a
// sealed copy when requested, so removing or changing the account afterwards does not
// redirect money already on its way.
import { eq } from 'drizzle-orm';
import type { BankAccount } from '@ignite/domain/cashback/cashback-api';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/cashback-schema.ts';
import { openBankAccount, sealBankAccount } from '../../crypto/bank-details-cipher.ts';

export type BankAccountRepository = ReturnType<typeof createBankAccountRepository>;

export function createBankAccountRepository(db: Database, key: Buffer) {
  /** The sealed account, as a payout keeps it; null when none is on file. */
  async function sealedOf(walletId: string): Promise<string | null> {
    const [row] = await db
      .select({ sealed: bankAccounts.sealed })
      .from(bankAccounts)
      .where(eq(bankAccounts.walletId, walletId));
    return row?.sealed ?? null;
  }

  return {
    /** Keeps the account, sealed, in place of any the wallet had. */
    async save(walletId: string, account: BankAccount, now: Date): Promise<void> {
      const sealed = sealBankAccount(key, walletId, account);
      await db
        .insert(bankAccounts)
        .values({ walletId, sealed, updatedAt: now })
        .onConflictDoUpdate({ target: bankAccounts.walletId, set: { sealed, updatedAt: now } });
    },

    async remove(walletId: string): Promise<void> {
      await db.delete(bankAccounts).where(eq(bankAccounts.walletId, walletId));
    },

    sealedOf,

    /** The account on file, opened; null when none is. */
    async accountOf(walletId: string): Promise<BankAccount | null> {
      const sealed = await sealedOf(walletId);
      return sealed ? openBankAccount(key, walletId, sealed) : null;
    },

    /** A sealed copy (a payout's) opened. */
    open: (walletId: string, sealed: string) => openBankAccount(key, walletId, sealed),
  };
}
