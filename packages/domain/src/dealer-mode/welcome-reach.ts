// Whom a welcome text's one-time link may reach. The link signs its customer in without a
// password, so whoever holds the phone it goes to holds the account: staff must not be able
// to point it at a number of their choosing for a customer who already has an account.

/** What is known of the customer a welcome link is made for. */
export type WelcomeLinkCustomer = {
  mobileNumber: string | null;
  mobileVerified: boolean;
  /**
   * The mobile staff gave at the activation that made this customer; null for a customer
   * who was not made by an activation (they signed up, or an activation found them).
   */
  activationMobile: string | null;
};

/**
 * The one mobile a welcome link for this customer may be sent to and opened from: the
 * mobile they verified; else, for a customer an activation made, the mobile it was given
 * (nobody else has ever held that account); else none, and no link goes.
 */
export function welcomeLinkMobile(customer: WelcomeLinkCustomer): string | null {
  if (customer.mobileVerified && customer.mobileNumber) return customer.mobileNumber;
  return customer.activationMobile;
}
