import { PRODUCT } from '@ignite/domain/product';

/** Every path the app links to, named once so a moved route is a one-line change. */
export const paths = {
  home: '/',
  login: '/login',
  myGarage: '/my-garage',
  conditionSettings: '/my-garage/condition-settings',
  carePlan: '/my-garage/care-plan',
  rewardsProduct: `/my-garage/care-plan/${PRODUCT.slug}-rewards`,
  protectProduct: `/my-garage/care-plan/${PRODUCT.slug}-protect`,
  carePlanItem: '/my-garage/care-plan/item/:itemType/:conditionType?',
  theftRecovery: '/my-garage/theft-recovery',
  guaranteedFutureValue: '/my-garage/guaranteed-future-value',
  mechanicalProtection: '/my-garage/mechanical-protection',
  concierge: '/my-garage/concierge',
  conciergeHelp: '/my-garage/concierge/:group/:topic',
  setOdometer: '/my-garage/set-odometer',
  vehicleDetails: '/my-garage/vehicle-details',
  digitalServiceLog: '/my-garage/digital-service-log',
  garageHistory: '/my-garage/history',
  garageSettings: '/my-garage/settings',
  // Ours (decision 0039): reminders by email and push, quiet hours and the calendar feed.
  notificationSettings: '/my-garage/settings/notifications',
  // Ours (decision 0039): where an email's unsubscribe link lands; the page asks before it acts.
  unsubscribe: '/unsubscribe',
  moreInfo: '/my-garage/more-info/:topic',
  dealership: '/my-garage/dealership',
  // The generic variant's Unlock Rewards (spec part 2 section 1).
  dealershipChange: '/my-garage/dealership/change',
  welcomeFlow: '/welcome-flow',
  // Ours: where a welcome text's one-time link signs the customer in (dealer mode).
  welcomeLink: '/welcome/:token',
  dealerMode: '/dealer-mode',
  dealerModeUnauthorized: '/dealer-mode/unauthorized',
  acknowledgeProtect: `/my-garage/acknowledge-${PRODUCT.slug}-protect`,
  connectHealthMonitor: '/my-garage/connect-health-monitor',
  healthMonitor: '/my-garage/health-monitor',
  scanErrorDetails: '/my-garage/scan-event/:scanEventId/error-details',
  myMarketplace: '/my-marketplace',
  marketplaceOffer: '/my-marketplace/offer/:offerId/:conditionType?',
  safety: '/safety',
  booking: '/booking',
  // Ours (decision 0032): the public view of a location link the owner shared.
  sharedLocation: '/shared-location/:token',
  // Ours (decision 0040): the read-only service record a seller hands a buyer.
  sharedServiceRecord: '/service-record/:token',
  // The cashback profile and its pages (spec part 3 section 2), under the product's name.
  cashback: `/${PRODUCT.slug}`,
  cashbackTransactions: `/${PRODUCT.slug}/transactions/:transactionType?`,
  manageBankAccount: `/${PRODUCT.slug}/manage-bank-account`,
  redeemCashback: `/${PRODUCT.slug}/redeem-cashback`,
  // Ours: the sandbox provider's card-linking page, a local stand-in for the real provider.
  sandboxCardLink: '/sandbox/card-link',
  timeline: '/timeline',
  trips: '/trips',
  debug: '/debug',
  debugForms: '/debug/forms',
  debugOutbox: '/debug/outbox',
  // Ours: the demo outbox for dealer-mode staff, in dealer mode's own frame, not the owners' tabs.
  dealerModeOutbox: '/dealer-mode/outbox',
  vehicleSetupIncomplete: '/vehicle-setup-incomplete',
  error: '/error',
} as const;

/** Spec part 2 section 2: these root paths clear the breadcrumb history. */
export const rootPaths: readonly string[] = [paths.myGarage, paths.myMarketplace, paths.safety];

/** Spec part 1 section 2: the page title when a route has none. */
export const DEFAULT_TITLE = 'Connected Vehicles';
