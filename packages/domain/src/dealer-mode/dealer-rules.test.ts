import { describe, expect, it } from 'vitest';
import {
  activationStateOf,
  canSendWelcome,
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

describe('the activation flow and the welcome text', () => {
  it('a find leads to matched, already-activated or not-matched', () => {
    expect(activationStateOf(null)).toBe('not-matched');
    expect(activationStateOf({ isActivated: false })).toBe('matched');
    expect(activationStateOf({ isActivated: true })).toBe('already-activated');
  });

  it('a third send is allowed and a fourth is not', () => {
    expect(canSendWelcome(2)).toBe(true);
    expect(canSendWelcome(3)).toBe(false);
  });
});
