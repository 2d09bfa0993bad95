// The names of a launch link's parameters, apart from their rules (launch.ts), so the web can
// spot a launch link without loading the schemas.

/** The parameters a host app signs (spec part 2 section 7), in the order they are signed. */
export const SIGNED_LAUNCH_PARAMETERS = [
  'appConsumerId',
  'appMode',
  'appVehicleId',
  'gpsLat',
  'gpsLong',
  'nonce',
  'timestamp',
] as const;
