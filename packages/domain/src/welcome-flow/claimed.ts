// When a customer's car counts as claimed. The welcome flow takes the odometer and then the
// mobile; a car marked claimed at the odometer step would leave a customer who stops before
// verifying their mobile with no way back in: their one-time link is spent, and staff may
// resend it only to a car nobody has claimed. So a car is claimed only once the flow is
// finished, and until then staff can send the link again and the customer can go back and
// correct the odometer.

/** What says how far a car's welcome flow has gone. */
export type WelcomeFlowProgress = {
  /** The customer confirmed the car and its odometer (the flow's claim step). */
  verified: boolean;
  /** The flow is not finished yet. */
  requiresWelcomeFlow: boolean;
};

/** Claimed: the customer confirmed the car and finished the welcome flow. */
export function isClaimedByCustomer(car: WelcomeFlowProgress): boolean {
  return car.verified && !car.requiresWelcomeFlow;
}
