// The names of a launch link's parameters, and where they are posted, apart from their rules
// (launch.ts), so the web can spot a launch link and send its sign-in without loading the
// schemas (decision 0048).

/** Where the web app posts a launch link's parameters to sign in (contract/launch.ts). */
export const LAUNCH_LOGIN_PATH = '/api/authentication/login';

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
