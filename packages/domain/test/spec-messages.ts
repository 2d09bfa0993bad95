// Every message table of the domain in one module, so one test can hold the spec's validation
// rules and error catalogues (sections 5 and 8 of each part) against what the product says:
// src/spec-messages.test.ts walks every string exported here. A new message table belongs here
// too, or the spec's words in it go unchecked. It gathers every area, and only that test reads
// it, so it sits with the test support rather than among the areas it imports.
//
// Only tables of messages and titles are gathered, not labels (a booking step also reads
// 'Confirm'): a spec message must be matched by the message that says it, not a namesake.
import {
  LOGIN_SERVER_NOT_AVAILABLE,
  NOT_AUTHORISED,
  SERVER_NOT_AVAILABLE,
  SESSION_EXPIRED,
} from '../src/api-messages.ts';
import { nearbyResultCountText } from '../src/marketplace/result-count.ts';
import { GENERIC_ERROR_MESSAGE } from '../src/result.ts';
import { CONCIERGE_CLOSED_MESSAGE } from '../src/care-plan/concierge-hours.ts';
import { RESET_VEHICLE_QUESTION } from '../src/garage/vehicle-details-form.ts';
import {
  ANNUAL_LIMIT_REACHED_MESSAGE,
  ORDER_LIMIT_REACHED_MESSAGE,
  workOrderMessage,
} from '../src/garage/work-order-limits.ts';
import {
  DATE_FIELD_MESSAGE,
  DATE_MESSAGE,
  EMAIL_MESSAGE,
  FORM_NOT_READY_MESSAGE,
  LANDLINE_MESSAGE,
  maxLengthMessage,
  minLengthMessage,
  MOBILE_FIELD_MESSAGE,
  MOBILE_MESSAGE,
  NUMBER_MESSAGE,
  PHONE_FIELD_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
  UNSAVED_CHANGES_MESSAGE,
  URL_MESSAGE,
  YEAR_MESSAGE,
} from '../src/validation/messages.ts';

// The areas' own tables, as they are.
export { DIALOG_MESSAGES, SHELL_MESSAGES } from '../src/shell-messages.ts';
export { BOOKING_MESSAGES } from '../src/booking/booking-request.ts';
export { DOCUMENT_LINK_MESSAGES, ORIGINATOR_CODE_TEXTS } from '../src/care-plan/care-plan-api.ts';
export { PROTECT_MESSAGES } from '../src/care-plan/protect.ts';
export { BANK_ACCOUNT_MESSAGES } from '../src/cashback/bank-account.ts';
export { CASHBACK_MESSAGES } from '../src/cashback/cashback-api.ts';
export { FEED_MESSAGES, SANDBOX_CARD_MESSAGES } from '../src/cashback/cashback-feed.ts';
export { PAYOUT_MESSAGES } from '../src/cashback/redemption.ts';
export { ACTIVATION_MESSAGES } from '../src/dealer-mode/dealer-api.ts';
export { DEALER_MESSAGES } from '../src/dealer-mode/dealer-rules.ts';
export { CONDITION_MESSAGES } from '../src/garage/condition-api.ts';
export { CUSTOM_GPS_MESSAGES } from '../src/garage/custom-gps.ts';
export { ODOMETER_MESSAGES, VEHICLE_DETAILS_MESSAGES } from '../src/garage/garage-api.ts';
export { LAST_SERVICE_MESSAGES } from '../src/garage/last-service-form.ts';
export { SET_ODOMETER_MESSAGES } from '../src/garage/set-odometer.ts';
export { VEHICLE_REGO_MESSAGES } from '../src/garage/vehicle-details-form.ts';
export { DTC_TEXTS } from '../src/health-monitor/diagnostic-codes.ts';
export { HEALTH_MONITOR_MESSAGES } from '../src/health-monitor/health-monitor-api.ts';
export { HEALTH_MONITOR_DISPLAY } from '../src/health-monitor/health-monitor-status.ts';
export { TELEMETRY_MESSAGES } from '../src/health-monitor/telemetry-api.ts';
export { MARKETPLACE_MESSAGES } from '../src/marketplace/marketplace-messages.ts';
export { SAFETY_MESSAGES } from '../src/safety/safety-api.ts';
export { VERIFICATION_MESSAGES } from '../src/welcome-flow/mobile-verification.ts';
export {
  WELCOME_FLOW_ERRORS,
  WELCOME_FLOW_MESSAGES,
} from '../src/welcome-flow/welcome-flow-api.ts';

/** Spec part 1 section 5: the validators' and fields' messages, kept one constant each. */
export const VALIDATION_MESSAGES = {
  email: EMAIL_MESSAGE,
  url: URL_MESSAGE,
  mobile: MOBILE_MESSAGE,
  landline: LANDLINE_MESSAGE,
  number: NUMBER_MESSAGE,
  year: YEAR_MESSAGE,
  rego: REGO_MESSAGE,
  date: DATE_MESSAGE,
  required: REQUIRED_MESSAGE,
  mobileField: MOBILE_FIELD_MESSAGE,
  phoneField: PHONE_FIELD_MESSAGE,
  dateField: DATE_FIELD_MESSAGE,
  formNotReady: FORM_NOT_READY_MESSAGE,
  unsavedChanges: UNSAVED_CHANGES_MESSAGE,
} as const;

/** Spec part 1 section 8: the request layer's words. */
export const API_MESSAGES = {
  sessionExpired: SESSION_EXPIRED,
  notAuthorised: NOT_AUTHORISED,
  serverNotAvailable: SERVER_NOT_AVAILABLE,
  loginServerNotAvailable: LOGIN_SERVER_NOT_AVAILABLE,
  generic: GENERIC_ERROR_MESSAGE,
} as const;

/** The garage's single messages (spec part 2 sections 4, 5 and 8). */
export const GARAGE_MESSAGES = {
  resetVehicle: RESET_VEHICLE_QUESTION,
  annualLimitReached: ANNUAL_LIMIT_REACHED_MESSAGE,
  orderLimitReached: ORDER_LIMIT_REACHED_MESSAGE,
  conciergeClosed: CONCIERGE_CLOSED_MESSAGE,
} as const;

/**
 * The messages the domain builds, said with sample values. The test reads the spec's
 * variable parts (N, X, Y, {name}, amounts) as any text, so these hold the fixed words around
 * them: 'Must be at least N character(s).' matches 'Must be at least 2 character(s).'.
 */
export const BUILT_MESSAGES = {
  minLength: minLengthMessage(2),
  maxLength: maxLengthMessage(9),
  workOrdersUsed: workOrderMessage({
    hasAnnualClaimLimit: false,
    maximumAnnualClaimCount: 0,
    annualClaimCount: 0,
    maximumClaimCount: 4,
    claimCount: 1,
  }),
  nearbyWithoutLocation: nearbyResultCountText(0, false),
} as const;
