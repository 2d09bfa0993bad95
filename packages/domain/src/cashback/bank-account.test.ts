import { describe, expect, it } from 'vitest';
import { accountNumberError, bsbError, maskAccountNumber, maskBsb } from './bank-account.ts';

describe('the bank account', () => {
  it("checks the BSB with the spec's messages", () => {
    expect(bsbError('')).toBe('The BSB field is required');
    expect(bsbError('   ')).toBe('The BSB field is required');
    expect(bsbError('062-000')).toBeNull();
    expect(bsbError('062000')).toBe('Must be a valid BSB');
    expect(bsbError('062-00')).toBe('Must be a valid BSB');
    expect(bsbError('062-0000')).toBe('Must be a valid BSB');
    expect(bsbError('06a-000')).toBe('Must be a valid BSB');
  });

  it("checks the account number with the spec's messages", () => {
    expect(accountNumberError('')).toBe('The Account Number field is required');
    expect(accountNumberError('1234-56')).toBeNull();
    expect(accountNumberError('1234-5678')).toBeNull();
    expect(accountNumberError('1234-5678-9')).toBeNull();
    expect(accountNumberError('1234-5678-90')).toBeNull();
    expect(accountNumberError('1234-5')).toBe('Must be a valid Account Number');
    expect(accountNumberError('1234-56789')).toBe('Must be a valid Account Number');
    expect(accountNumberError('1234-5678-901')).toBe('Must be a valid Account Number');
    expect(accountNumberError('12345678')).toBe('Must be a valid Account Number');
  });

  it('shows a saved account partly masked', () => {
    expect(maskBsb('062-456')).toBe('***-456');
    expect(maskAccountNumber('1234-5678-90')).toBe('****-**78-90');
    expect(maskAccountNumber('1234-56')).toBe('**34-56');
  });
});
