// The owner's bank account, sealed at rest (bank-details-cipher.ts); answered only partly
// masked. Payouts take a sealed copy when requested, so removing or changing the account
// afterwards does not redirect money already on its way.
import { eq } from 'drizzle-orm';
import type { BankAccount } from '@ignite/domain/cashback/cashback-api';
import { maskAccountNumber, maskBsb } from '@ignite/domain/cashback/bank-account';
import type { Database } from '../../db/client.ts';
import { bankAccounts } from '../../db/cashback-schema.ts';
import { openBankAccount, sealBankAccount } from '../../core/bank-details-cipher.ts';

type Reader = Pick<Database, 'select'>;

export function createBankAccountStore(db: Database, key: Buffer) {
  return {
    async save(walletId: string, account: BankAccount, now: Date): Promise<BankAccount> {
      const sealed = sealBankAccount(key, walletId, account);
      await db
        .insert(bankAccounts)
        .values({ walletId, sealed, updatedAt: now })
        .onConflictDoUpdate({ target: bankAccounts.walletId, set: { sealed, updatedAt: now } });
      return masked(account);
    },

    async remove(walletId: string): Promise<void> {
      await db.delete(bankAccounts).where(eq(bankAccounts.walletId, walletId));
    },

    /** The sealed account, as a payout keeps it; null when none is on file. */
    async sealedOf(reader: Reader, walletId: string): Promise<string | null> {
      const [row] = await reader
        .select({ sealed: bankAccounts.sealed })
        .from(bankAccounts)
        .where(eq(bankAccounts.walletId, walletId));
      return row?.sealed ?? null;
    },

    /** The account as the profile shows it: '***-456' and '****-**78-90'. */
    async maskedOf(walletId: string): Promise<BankAccount | null> {
      const sealed = await this.sealedOf(db, walletId);
      return sealed ? masked(openBankAccount(key, walletId, sealed)) : null;
    },

    open: (walletId: string, sealed: string) => openBankAccount(key, walletId, sealed),
  };
}

export type BankAccountStore = ReturnType<typeof createBankAccountStore>;

const masked = (account: BankAccount): BankAccount => ({
  bsb: maskBsb(account.bsb),
  accountNumber: maskAccountNumber(account.accountNumber),
});
