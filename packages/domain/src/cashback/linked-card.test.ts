import { describe, expect, it } from 'vitest';
import {
  cardExpiryState,
  cardMaskOf,
  formatExpiry,
  issuerOf,
  parseExpiry,
  passesLuhn,
} from './linked-card.ts';

describe('linked cards', () => {
  it("checks a number's Luhn digit", () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('5555-5555-5555-4444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('4242 4242 4242 424x')).toBe(false);
  });

  it('names the issuer from the prefix', () => {
    expect(issuerOf('4242424242424242')).toBe('visa');
    expect(issuerOf('5555555555554444')).toBe('mastercard');
    expect(issuerOf('2223003122003222')).toBe('mastercard');
    expect(issuerOf('378282246310005')).toBe('amex');
    expect(issuerOf('6011111111111117')).toBeNull();
  });

  it('keeps the last four digits, digits only', () => {
    expect(cardMaskOf('4242 4242 4242 4242')).toBe('4242');
    expect(cardMaskOf('3782-822463-10005')).toBe('0005');
  });

  it('reads and writes the expiry as MM/YY', () => {
    expect(parseExpiry('07/27')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('7/2027')).toEqual({ month: 7, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('00/27')).toBeNull();
    expect(parseExpiry('0727')).toBeNull();
    expect(formatExpiry({ month: 7, year: 2027 })).toBe('07/27');
  });

  it('is expiring in the 30 days before the end of its month, then expired', () => {
    const expiry = { month: 12, year: 2026 }; // works to 31 December 2026
    expect(cardExpiryState(expiry, new Date('2026-12-01T23:59:59Z'))).toBe('ok');
    expect(cardExpiryState(expiry, new Date('2026-12-02T00:00:00Z'))).toBe('expiring');
    expect(cardExpiryState(expiry, new Date('2026-12-31T23:59:59Z'))).toBe('expiring');
    expect(cardExpiryState(expiry, new Date('2027-01-01T00:00:00Z'))).toBe('expired');
  });
});
