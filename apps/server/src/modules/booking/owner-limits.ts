// One owner cannot take a workshop's whole day: the domain's limits on drop-offs per day and
// bookings made (or moved) per 24 hours, counted inside the booking's transaction.
import { BOOKING_LIMIT_MESSAGES, bookingLimitProblem } from '@ignite/domain/booking/booking-limits';
import { bookingDayOf, instantOn } from '@ignite/domain/booking/booking-slots';
import { DAY_MS } from '@ignite/domain/garage/day';
import { conflict, tooManyRequests } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import type { BookingRepository } from './booking-repository.ts';

/**
 * Refuses a booking (or a move, leaving out the booking being moved) past the owner's limits.
 * The owner's row is locked first, so two requests sent at once are counted one after the other.
 */
export async function checkOwnerLimits(
  bookings: BookingRepository,
  tx: Database,
  owner: { userId: string; organisationConsumerId: string; timeZone: string },
  at: Date,
  now: Date,
  leavingOut: string | null,
) {
  await bookings.lockOwner(tx, owner.userId);
  const day = bookingDayOf(at, owner.timeZone);
  const counts = await bookings.ownerCounts(
    tx,
    owner,
    { from: instantOn(day, 0, owner.timeZone), to: instantOn(day, 24 * 60, owner.timeZone) },
    now,
    leavingOut,
  );
  const problem = bookingLimitProblem(counts);
  if (problem === 'tooManyToday') {
    // One more fits once the oldest of the day's bookings is 24 hours old.
    const oldest = counts.oldestInLastDay ?? now;
    const waitSeconds = Math.ceil((oldest.getTime() + DAY_MS - now.getTime()) / 1000);
    throw tooManyRequests(BOOKING_LIMIT_MESSAGES.tooManyToday, Math.max(1, waitSeconds));
  }
  if (problem === 'dayFull') throw conflict(BOOKING_LIMIT_MESSAGES.dayFull);
}
