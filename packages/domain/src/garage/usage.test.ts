import { describe, expect, it } from 'vitest';
import { VehicleUsage } from '../enums.ts';
import {
  annualKilometresForUsage,
  DEFAULT_ANNUAL_KILOMETRES,
  estimatedAnnualKilometres,
} from './usage.ts';

describe('annualKilometresForUsage', () => {
  it.each([
    [VehicleUsage.Low, 10000],
    [VehicleUsage.Medium, 15000],
    [VehicleUsage.High, 20000],
    [VehicleUsage.Unknown, 15000],
    [null, 15000],
    [undefined, 15000],
  ])('usage %s -> %i km a year', (usage, km) => {
    expect(annualKilometresForUsage(usage)).toBe(km);
  });
  it('defaults to 15000', () => {
    expect(DEFAULT_ANNUAL_KILOMETRES).toBe(15000);
  });
});

describe('estimatedAnnualKilometres', () => {
  it('prefers the chosen usage over a stored estimate', () => {
    expect(
      estimatedAnnualKilometres({
        vehicleUsage: VehicleUsage.High,
        estimatedAnnualKilometers: 5000,
      }),
    ).toBe(20000);
  });
  it('uses a positive estimate while usage is unset', () => {
    expect(
      estimatedAnnualKilometres({
        vehicleUsage: VehicleUsage.Unknown,
        estimatedAnnualKilometers: 12000,
      }),
    ).toBe(12000);
  });
  it('falls back to the default when nothing is known', () => {
    expect(estimatedAnnualKilometres({ vehicleUsage: null, estimatedAnnualKilometers: 0 })).toBe(
      15000,
    );
    expect(estimatedAnnualKilometres({ vehicleUsage: null, estimatedAnnualKilometers: null })).toBe(
      15000,
    );
  });
});
