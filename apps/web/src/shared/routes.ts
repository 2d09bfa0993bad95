/** Every path the app links to, named once so a moved route is a one-line change. */
export const paths = {
  home: '/',
  login: '/login',
  myGarage: '/my-garage',
  myMarketplace: '/my-marketplace',
  safety: '/safety',
  timeline: '/timeline',
  trips: '/trips',
  debug: '/debug',
  debugForms: '/debug/forms',
  vehicleSetupIncomplete: '/vehicle-setup-incomplete',
  error: '/error',
} as const;

/** Spec part 2 section 2: these root paths clear the breadcrumb history. */
export const rootPaths: readonly string[] = [paths.myGarage, paths.myMarketplace, paths.safety];

/** Spec part 1 section 2: the page title when a route has none. */
export const DEFAULT_TITLE = 'Connected Vehicles';
