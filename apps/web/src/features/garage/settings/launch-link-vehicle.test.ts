import { describe, expect, it } from 'vitest';
import { launchLinkVehicle } from './launch-link-vehicle.ts';

describe('launchLinkVehicle', () => {
  it('reads appVehicleId from a launch link', () => {
    const url =
      '/my-garage?appConsumerId=c1&appMode=0&appVehicleId=3f2b6a5e-1d2c-4b7a-9e8f-001122334455&gpsLat=-33.8&sign=ab';
    expect(launchLinkVehicle(url)).toBe('3f2b6a5e-1d2c-4b7a-9e8f-001122334455');
  });

  it('is null for a link without one', () => {
    expect(launchLinkVehicle('/my-garage?appConsumerId=c1')).toBeNull();
    expect(launchLinkVehicle('/my-garage')).toBeNull();
  });
});
