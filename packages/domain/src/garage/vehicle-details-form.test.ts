import { describe, expect, it } from 'vitest';
import { VehicleUsage } from '../enums.ts';
import {
  changedVehicleDetails,
  type VehicleDetails,
  type VehicleDetailsFormInput,
  vehicleDetailsFormSchema,
  vehicleDetailsInitialValues,
  VEHICLE_USAGE_CHOICES,
} from './vehicle-details-form.ts';

const rav: VehicleDetails = {
  vehicleId: '0d6c1a52-7a53-4a53-9f0e-8f7f3f1c2b10',
  make: 'Toyota',
  model: 'RAV4 Hybrid',
  nickname: 'The RAV',
  rego: 'CXR52H',
  regoState: 'NSW',
  odometer: 57_300,
  vehicleUsage: VehicleUsage.Medium,
};
const valid = vehicleDetailsInitialValues(rav);

/** The first message for each field that fails, as the form shows it. */
function errors(changes: Partial<VehicleDetailsFormInput>) {
  const result = vehicleDetailsFormSchema.safeParse({ ...valid, ...changes });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

describe('vehicleDetailsInitialValues', () => {
  it('reads the vehicle, usage as the select holds it', () => {
    expect(valid).toEqual({
      make: 'Toyota',
      model: 'RAV4 Hybrid',
      nickname: 'The RAV',
      rego: 'CXR52H',
      regoState: 'NSW',
      odometer: 57_300,
      vehicleUsage: '2',
    });
  });

  it('leaves unknown details empty and Unknown usage unchosen', () => {
    const unknown = { ...rav, make: null, nickname: null, odometer: null, vehicleUsage: 0 };
    expect(vehicleDetailsInitialValues(unknown)).toMatchObject({
      make: '',
      nickname: '',
      odometer: null,
      vehicleUsage: '',
    });
  });
});

describe('vehicleDetailsFormSchema', () => {
  it('passes the vehicle as loaded', () => {
    expect(errors({})).toEqual({});
  });

  it.each([
    ['make', { make: '' }, 'The make field is required'],
    ['make', { make: 'T' }, 'Must be at least 2 character(s).'],
    ['make', { make: 'x'.repeat(51) }, 'Must be no more than 50 characters.'],
    ['model', { model: '' }, 'The model field is required'],
    ['model', { model: 'x'.repeat(51) }, 'Must be no more than 50 characters.'],
    ['nickname', { nickname: '  ' }, 'The nickname field is required'],
    ['nickname', { nickname: 'R' }, 'Must be at least 2 character(s).'],
    ['rego', { rego: '' }, 'The rego field is required'],
    ['rego', { rego: 'C' }, 'Must be at least 2 character(s).'],
    ['rego', { rego: 'CXR52H1234' }, 'Must be no more than 9 characters.'],
    ['rego', { rego: 'CX-52' }, 'Must be a valid rego'],
    ['regoState', { regoState: '' }, 'The rego state field is required'],
    ['regoState', { regoState: 'N' }, 'Must be at least 2 character(s).'],
    ['odometer', { odometer: null }, 'Must be a valid number of kilometers'],
    ['odometer', { odometer: -1 }, 'Must be a valid number of kilometers'],
    ['odometer', { odometer: 1.5 }, 'Must be a valid number of kilometers'],
    ['odometer', { odometer: 2_000_001 }, 'The odometer cannot be more than 2,000,000 km'],
    [
      'vehicleUsage',
      { vehicleUsage: '' },
      "The vehicle usage / estimated annual km's field is required",
    ],
    [
      'vehicleUsage',
      { vehicleUsage: '0' },
      "The vehicle usage / estimated annual km's field is required",
    ],
  ])('%s: %j -> %s', (field, changes, message) => {
    expect(errors(changes)[field]).toBe(message);
  });

  it('accepts the boundaries: 2 and 50 characters, 2 and 9 rego characters, 0 and 2,000,000 km', () => {
    expect(
      errors({ make: 'MG', model: 'x'.repeat(50), rego: 'AB', nickname: 'Zo', regoState: 'SA' }),
    ).toEqual({});
    expect(errors({ rego: 'ABC 123 D', odometer: 0 })).toEqual({});
    expect(errors({ odometer: 2_000_000 })).toEqual({});
  });

  it('answers the usage as its number', () => {
    expect(vehicleDetailsFormSchema.parse({ ...valid, vehicleUsage: '3' }).vehicleUsage).toBe(
      VehicleUsage.High,
    );
  });
});

describe('changedVehicleDetails', () => {
  const parse = (changes: Partial<VehicleDetailsFormInput>) =>
    vehicleDetailsFormSchema.parse({ ...valid, ...changes });

  it('sends only the vehicle id when nothing changed', () => {
    expect(changedVehicleDetails(rav, parse({}))).toEqual({ vehicleId: rav.vehicleId });
  });

  it('sends what changed, never the rego, nor a known make or model', () => {
    expect(
      changedVehicleDetails(rav, parse({ nickname: 'Ravvy', odometer: 58_000, vehicleUsage: '3' })),
    ).toEqual({
      vehicleId: rav.vehicleId,
      nickname: 'Ravvy',
      odometer: 58_000,
      vehicleUsage: VehicleUsage.High,
    });
  });

  it('sends make and model while they are unknown', () => {
    const unknown = { ...rav, make: null, model: null };
    expect(changedVehicleDetails(unknown, parse({ make: 'Toyota', model: 'RAV4' }))).toEqual({
      vehicleId: rav.vehicleId,
      make: 'Toyota',
      model: 'RAV4',
    });
  });

  it('sends the trimmed nickname', () => {
    expect(changedVehicleDetails(rav, parse({ nickname: '  Ravvy ' })).nickname).toBe('Ravvy');
  });
});

describe('VEHICLE_USAGE_CHOICES', () => {
  it('offers Low, Medium and High with their km', () => {
    expect(VEHICLE_USAGE_CHOICES).toEqual([
      { value: '1', label: 'Low (10,000 km a year)' },
      { value: '2', label: 'Medium (15,000 km a year)' },
      { value: '3', label: 'High (20,000 km a year)' },
    ]);
  });
});
