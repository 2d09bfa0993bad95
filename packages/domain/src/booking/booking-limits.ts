// How much one owner may book: a workshop takes a household's cars, not its whole day. Without
// a limit one owner could hold every drop-off time of a day and send the workshop an email for
// each; past these, the owner calls the dealership instead.

/** Drop-offs one owner may hold on one day at the dealership: two cars of a household. */
export const MAX_DROP_OFFS_PER_OWNER_PER_DAY = 2;
/** Bookings one owner may make in any 24 hours, each of which emails the workshop. */
export const MAX_BOOKINGS_MADE_PER_OWNER_PER_DAY = 5;

export const BOOKING_LIMIT_MESSAGES = {
  dayFull: `You already have ${MAX_DROP_OFFS_PER_OWNER_PER_DAY} drop-offs booked on that day. Please choose another day, or call the dealership`,
  tooManyToday: `You have made ${MAX_BOOKINGS_MADE_PER_OWNER_PER_DAY} bookings today. Please call the dealership to book more`,
} as const;

export type BookingLimitProblem = keyof typeof BOOKING_LIMIT_MESSAGES;

/** Why one more booking is refused, given what the owner holds and has made; null when it fits. */
export function bookingLimitProblem(owner: {
  dropOffsThatDay: number;
  bookingsMadeInLastDay: number;
}): BookingLimitProblem | null {
  if (owner.bookingsMadeInLastDay >= MAX_BOOKINGS_MADE_PER_OWNER_PER_DAY) return 'tooManyToday';
  if (owner.dropOffsThatDay >= MAX_DROP_OFFS_PER_OWNER_PER_DAY) return 'dayFull';
  return null;
}
