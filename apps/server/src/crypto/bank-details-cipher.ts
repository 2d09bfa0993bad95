// Bank details at rest: AES-256-GCM with the key from the configuration, a fresh
// nonce per sealing, and the wallet's id as associated data, so a sealed account copied onto
// another wallet's row does not open. The database never holds a BSB or account number in
// plain text; a leaked dump without the key reveals nothing.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { BankAccount } from '@ignite/domain/cashback/cashback-api';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** 'v1.<nonce>.<tag>.<ciphertext>', each base64url. */
export function sealBankAccount(key: Buffer, walletId: string, account: BankAccount): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, nonce);
  cipher.setAAD(Buffer.from(walletId));
  const plain = Buffer.from(
    JSON.stringify({ bsb: account.bsb, accountNumber: account.accountNumber }),
  );
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The account sealed for `walletId`; throws when the key, the wallet or a byte is wrong. */
export function openBankAccount(key: Buffer, walletId: string, sealed: string): BankAccount {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) {
    throw new Error('sealed bank details are not in the v1 form');
  }
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(walletId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  const parsed = JSON.parse(plain.toString('utf8')) as BankAccount;
  return { bsb: parsed.bsb, accountNumber: parsed.accountNumber };
}
