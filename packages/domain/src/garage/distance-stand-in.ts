import type { GarageLocation } from './garage-api.ts';

export type StandInPosition = { latitude: number; longitude: number };

/**
 * Where distances are measured from when the user has no position of their own (spec part 2
 * section 8 and part 3 section 8: "geolocation failure falls back to the dealer or service
 * location by app type"). The spec does not define the app types; ours are a dealership's app,
 * whose garage model carries the two locations, and the generic app, which carries neither
 * and so has no stand-in. A dealership's service centre comes first, being where the owner
 * takes the car back to; its sales yard is next. A location without coordinates is skipped.
 *
 * For distances only: it is the dealership's position, never shown as the user's, and never
 * the boundary of nearby offers.
 */
export function distanceStandIn(garage: {
  serviceLocation: GarageLocation | null;
  dealerLocation: GarageLocation | null;
}): StandInPosition | null {
  for (const location of [garage.serviceLocation, garage.dealerLocation]) {
    if (location && location.latitude !== null && location.longitude !== null) {
      return { latitude: location.latitude, longitude: location.longitude };
    }
  }
  return null;
}
