import { describe, expect, it } from 'vitest';
import { distanceStandIn } from './distance-stand-in.ts';
import type { GarageLocation } from './garage-api.ts';

function location(latitude: number | null, longitude: number | null): GarageLocation {
  return {
    name: 'Harbour City Motors',
    addressLine1: '1 Church Street',
    addressLine2: null,
    city: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    phone: null,
    email: null,
    linkUrl: null,
    latitude,
    longitude,
  };
}

describe('distanceStandIn', () => {
  it('takes the service location first', () => {
    expect(
      distanceStandIn({
        serviceLocation: location(-33.8, 151.0),
        dealerLocation: location(-33.9, 151.1),
      }),
    ).toEqual({ latitude: -33.8, longitude: 151.0 });
  });

  it('takes the dealer location when there is no service location', () => {
    expect(
      distanceStandIn({ serviceLocation: null, dealerLocation: location(-27.4, 153.0) }),
    ).toEqual({ latitude: -27.4, longitude: 153.0 });
  });

  it('skips a location without coordinates', () => {
    expect(
      distanceStandIn({
        serviceLocation: location(null, 151.0),
        dealerLocation: location(-27.4, 153.0),
      }),
    ).toEqual({ latitude: -27.4, longitude: 153.0 });
  });

  it('keeps 0 degrees, a real coordinate', () => {
    expect(distanceStandIn({ serviceLocation: location(0, 0), dealerLocation: null })).toEqual({
      latitude: 0,
      longitude: 0,
    });
  });

  it('has none for the generic app, which has no locations', () => {
    expect(distanceStandIn({ serviceLocation: null, dealerLocation: null })).toBeNull();
  });
});
