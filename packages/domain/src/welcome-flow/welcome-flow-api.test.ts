import { expect, test } from 'vitest';
import { stateAbbreviation } from '../validation/au-states.ts';
import { claimVehicleSchema, vehicleLookupQuerySchema } from './welcome-flow-api.ts';

const consumerId = '00000000-0000-4000-8000-000000000001';
const vehicleId = '00000000-0000-4000-8000-000000000002';

test('a state by its full name or abbreviation, in any case', () => {
  expect(stateAbbreviation('Queensland')).toBe('QLD');
  expect(stateAbbreviation('qld')).toBe('QLD');
  expect(stateAbbreviation('Australian Capital Territory')).toBe('ACT');
  expect(stateAbbreviation('Auckland')).toBeNull();
});

test('the rego is read in upper case, 2 to 9 characters, with the spec’s messages', () => {
  const lookup = (rego: string) =>
    vehicleLookupQuerySchema.safeParse({ consumerId, rego, regoState: 'Queensland' });
  expect(lookup('482rtz').data?.rego).toBe('482RTZ');
  expect(lookup('').error?.issues[0]?.message).toBe(
    "Please enter your vehicle's registration number",
  );
  expect(lookup('A').error?.issues[0]?.message).toBe(
    'Please ensure the registration number is valid.',
  );
  expect(lookup('ABCDEFGHIJ').error?.issues[0]?.message).toBe(
    'Please ensure the registration number is valid.',
  );
});

test('a state not in the list, and an odometer that is not a number, are refused', () => {
  const claim = (regoState: unknown, odometer: unknown) =>
    claimVehicleSchema.safeParse({ consumerId, vehicleId, rego: 'ABC123', regoState, odometer });
  expect(claim('Auckland', 10).error?.issues[0]?.message).toBe(
    'Please select the state your vehicle is registered in',
  );
  expect(claim('QLD', '10').error?.issues[0]?.message).toBe('Please enter a valid odometer value');
  expect(claim('QLD', 20_000_001).error?.issues[0]?.message).toBe(
    'Please enter a valid odometer value',
  );
  expect(claim('QLD', 20_000_000).success).toBe(true);
});
