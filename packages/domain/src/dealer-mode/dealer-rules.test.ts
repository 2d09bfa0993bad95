import { describe, expect, it } from 'vitest';
import {
  activationStateOf,
  countWelcomeSend,
  MAX_WELCOME_SENDS,
  MAX_WELCOME_SENDS_PER_NUMBER,
  consumerDisplayName,
  readVehicleQuery,
  vehicleDisplayName,
} from './dealer-rules.ts';

describe('dealer mode names', () => {
  it('a vehicle is its make, model and year, or not available', () => {
    expect(vehicleDisplayName({ make: 'Mazda', model: 'CX-5', year: 2024 })).toBe(
      'Mazda CX-5 2024',
    );
    expect(vehicleDisplayName({ make: 'Mazda', model: null, year: null })).toBe('Mazda');
    expect(vehicleDisplayName({ make: null, model: null, year: 2024 })).toBe(
      'Make/model not available',
    );
    expect(vehicleDisplayName({ make: '', model: '', year: null })).toBe(
      'Make/model not available',
    );
  });

  it('a consumer is first and last name, else the business, else not assigned', () => {
    expect(consumerDisplayName({ firstName: 'Ava', lastName: 'Nguyen', businessName: 'X' })).toBe(
      'Ava Nguyen',
    );
    expect(
      consumerDisplayName({ firstName: ' ', lastName: null, businessName: 'Acme Fleet' }),
    ).toBe('Acme Fleet');
    expect(consumerDisplayName({ firstName: null, lastName: null, businessName: null })).toBe(
      'Not assigned to a consumer',
    );
  });
});

describe('reading a free-text query (spec part 3 section 5)', () => {
  it('17 characters mixing digits and letters is a VIN', () => {
    expect(readVehicleQuery('jm3kfbcm1p0123456')).toEqual({ vin: 'JM3KFBCM1P0123456' });
  });

  it('4 to 9 such characters is a rego, at both ends', () => {
    expect(readVehicleQuery('ab1c')).toEqual({ rego: 'AB1C' });
    expect(readVehicleQuery('ABC 123 DE')).toEqual({ rego: 'ABC123DE' });
    expect(readVehicleQuery('ABCDEF123')).toEqual({ rego: 'ABCDEF123' });
  });

  it('3 or 10 to 16 characters, all digits or all letters, is neither', () => {
    expect(readVehicleQuery('AB1')).toBeNull();
    expect(readVehicleQuery('ABCDEFG123')).toBeNull();
    expect(readVehicleQuery('JM3KFBCM1P012345')).toBeNull();
    expect(readVehicleQuery('12345678')).toBeNull();
    expect(readVehicleQuery('SMITHSON')).toBeNull();
  });
});

describe('the activation flow', () => {
  it('a find leads to matched, already-activated or not-matched', () => {
    expect(activationStateOf(null)).toBe('not-matched');
    expect(activationStateOf({ isActivated: false })).toBe('matched');
    expect(activationStateOf({ isActivated: true })).toBe('already-activated');
  });
});

describe('the welcome text limits', () => {
  const start = new Date('2025-03-01T09:00:00Z');
  const hoursLater = (hours: number) => new Date(start.getTime() + hours * 3_600_000);
  const count = (sends: number) => ({ sends, windowStartedAt: start });

  it('the first text starts a window', () => {
    expect(countWelcomeSend(null, MAX_WELCOME_SENDS, start)).toEqual(count(1));
  });

  it('a vehicle: the third text goes and the fourth is refused', () => {
    expect(MAX_WELCOME_SENDS).toBe(3);
    expect(countWelcomeSend(count(2), MAX_WELCOME_SENDS, hoursLater(1))).toEqual(count(3));
    expect(countWelcomeSend(count(3), MAX_WELCOME_SENDS, hoursLater(1))).toBeNull();
  });

  it('a number: the fifth text goes and the sixth is refused', () => {
    expect(MAX_WELCOME_SENDS_PER_NUMBER).toBe(5);
    expect(countWelcomeSend(count(4), MAX_WELCOME_SENDS_PER_NUMBER, start)).toEqual(count(5));
    expect(countWelcomeSend(count(5), MAX_WELCOME_SENDS_PER_NUMBER, start)).toBeNull();
  });

  it('a full window refuses until its 24 hours are up, and then starts again at 1', () => {
    const almost = new Date(hoursLater(24).getTime() - 1);
    expect(countWelcomeSend(count(3), MAX_WELCOME_SENDS, almost)).toBeNull();
    expect(countWelcomeSend(count(3), MAX_WELCOME_SENDS, hoursLater(24))).toEqual({
      sends: 1,
      windowStartedAt: hoursLater(24),
    });
  });
});
