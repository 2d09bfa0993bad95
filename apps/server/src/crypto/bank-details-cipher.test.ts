import { describe, expect, it } from 'vitest';
import { openBankAccount, sealBankAccount } from './bank-details-cipher.ts';

const key = Buffer.alloc(32, 1);
const account = { bsb: '082-356', accountNumber: '4417-2093-18' };

describe('bank details at rest', () => {
  it('opens what it sealed, and seals the same account differently each time', () => {
    const sealed = sealBankAccount(key, 'wallet-a', account);
    expect(openBankAccount(key, 'wallet-a', sealed)).toEqual(account);
    expect(sealBankAccount(key, 'wallet-a', account)).not.toBe(sealed);
    expect(sealed).not.toMatch(/082|356|4417|2093/);
  });

  it('does not open with another key, on another wallet, or with one byte changed', () => {
    const sealed = sealBankAccount(key, 'wallet-a', account);
    expect(() => openBankAccount(Buffer.alloc(32, 2), 'wallet-a', sealed)).toThrow();
    expect(() => openBankAccount(key, 'wallet-b', sealed)).toThrow();
    const last = sealed.at(-1) === 'A' ? 'B' : 'A';
    expect(() => openBankAccount(key, 'wallet-a', `${sealed.slice(0, -1)}${last}`)).toThrow();
    expect(() => openBankAccount(key, 'wallet-a', 'v0.a.b.c')).toThrow();
  });
});
