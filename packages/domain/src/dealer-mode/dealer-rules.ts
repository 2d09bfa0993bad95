// Dealer mode's rules (spec part 3 sections 3, 4, 5 and 9): how a vehicle and its consumer are
// named, how a free-text query is read as a VIN or a rego, the activation flow's states, and
// the welcome text's send limits.

export const DEALER_MESSAGES = {
  makeModelMissing: 'Make/model not available',
  noConsumer: 'Not assigned to a consumer',
  appConfigurationsFailed: 'Failed to fetch app configurations',
  activationFailedTitle: 'Activate vehicle',
  activationFailed:
    "Unfortunately the vehicle couldn't be activated.  Please check the details and try again",
  welcomeSent: 'Welcome SMS was sent successfully',
  welcomeRepeated: 'Welcome SMS cannot be repeatedly sent.  Please wait before sending again.',
  welcomeFailed: 'Unable to send the Welcome SMS.  Please check the mobile number and try again',
  // Ours: the API's words beside the spec's screens.
  notStaff: 'Dealer mode is for dealership staff',
  appNotInRoles: 'Your roles do not include that app',
  vehicleNotFound: 'That vehicle was not found in your apps',
  alreadyActivated: 'That vehicle is already activated',
  regoTaken: 'A vehicle with that rego and state is already in that app',
  welcomeOtherMobile:
    "The welcome text can only go to the customer's own mobile: the one they verified in the app, or the one given when the vehicle was activated",
} as const;

/** Spec part 3 section 5: the search's rego, 3 to 30 characters, upper case. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 30;

/** Spec part 3 section 9: the activation's odometer, 0 to 999,999,999 km. */
export const ACTIVATION_ODOMETER_MAX = 999_999_999;

/**
 * The welcome text's limits. The spec's 3 per vehicle counted per staff session let anyone
 * who signs in again send 3 more; so the 3 are per vehicle whoever sends them, and a number
 * gets at most 5 however many vehicles and staff text it: an SMS gateway charges per text, and
 * a customer's phone is not a target. Each count runs for a window of 24 hours from its first
 * text, so 'Please wait before sending again' is true: a day later the link can go again.
 */
export const MAX_WELCOME_SENDS = 3;
export const MAX_WELCOME_SENDS_PER_NUMBER = 5;
export const WELCOME_SEND_WINDOW_HOURS = 24;
const HOUR_MS = 3_600_000;

/** The activation flow's states (spec part 3 section 4); Close and the cross go to ready. */
export const ACTIVATION_STATES = [
  'ready',
  'matched',
  'not-matched',
  'vehicle-activated',
  'already-activated',
] as const;
export type ActivationState = (typeof ACTIVATION_STATES)[number];

/** What a find-for-activation answer leads to: a vehicle found, activated or not, or none. */
export function activationStateOf(vehicle: { isActivated: boolean } | null): ActivationState {
  if (!vehicle) return 'not-matched';
  return vehicle.isActivated ? 'already-activated' : 'matched';
}

/** Spec part 3 section 3: make, model and year, or 'Make/model not available'. */
export function vehicleDisplayName(vehicle: {
  make: string | null;
  model: string | null;
  year: number | null;
}): string {
  const parts = [vehicle.make, vehicle.model, vehicle.year].filter(
    (part) => part !== null && part !== '',
  );
  return vehicle.make || vehicle.model ? parts.join(' ') : DEALER_MESSAGES.makeModelMissing;
}

/** Spec part 3 section 3: first and last name, else the business name, else not assigned. */
export function consumerDisplayName(consumer: {
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
}): string {
  const name = [consumer.firstName, consumer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || consumer.businessName?.trim() || DEALER_MESSAGES.noConsumer;
}

const HAS_DIGIT = /\d/;
const HAS_NON_DIGIT = /\D/;

/**
 * Spec part 3 section 5, a free-text query read for a new vehicle: 17 characters mixing
 * digits and others is a VIN; 4 to 9 such characters a rego; anything else neither.
 * Spaces are not part of either.
 */
export function readVehicleQuery(query: string): { vin: string } | { rego: string } | null {
  const text = query.replace(/\s+/g, '').toUpperCase();
  if (!HAS_DIGIT.test(text) || !HAS_NON_DIGIT.test(text)) return null;
  if (text.length === 17) return { vin: text };
  if (text.length >= 4 && text.length <= 9) return { rego: text };
  return null;
}

/** Welcome texts counted for one vehicle or one number in the current window. */
export type WelcomeSendCount = { sends: number; windowStartedAt: Date };

/**
 * The count after one more welcome text, or null when the text is refused: a count whose
 * window has run its 24 hours (at the hour exactly) starts again at 1; else the text goes
 * while fewer than `limit` went in the window. The database counts the same way, in one
 * statement (dealer-mode/welcome-texts.ts).
 */
export function countWelcomeSend(
  count: WelcomeSendCount | null,
  limit: number,
  now: Date,
): WelcomeSendCount | null {
  const windowEnds = (count?.windowStartedAt.getTime() ?? 0) + WELCOME_SEND_WINDOW_HOURS * HOUR_MS;
  if (!count || now.getTime() >= windowEnds) return { sends: 1, windowStartedAt: now };
  return count.sends < limit
    ? { sends: count.sends + 1, windowStartedAt: count.windowStartedAt }
    : null;
}

/** How long the link in a welcome text signs its customer in: a week to get round to it. */
export const WELCOME_LINK_VALID_DAYS = 7;

/** The welcome text (spec part 3 section 4): who set the car up, and the link to the app. */
export function welcomeText(parts: {
  dealershipName: string;
  brandName: string;
  vehicleName: string;
  link: string;
}): string {
  return (
    `${parts.dealershipName} has set up your ${parts.vehicleName} in the ${parts.brandName} app. ` +
    `Open this link on your phone to finish setting up: ${parts.link} ` +
    `(valid for ${WELCOME_LINK_VALID_DAYS} days)`
  );
}
