// The car a booking is for and its dealership, and the words for a time that cannot be booked:
// shared by making a booking and changing one.
import { BOOKING_MESSAGES as M } from '@ignite/domain/booking/booking-request';
import { conflict, notFound } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import type { Database } from '../../db/client.ts';
import type { BookingRepository } from './booking-repository.ts';

export const SLOT_PROBLEM_MESSAGES = {
  past: M.past,
  'too-far': M.tooFar,
  'outside-hours': M.outsideHours,
} as const;

/** The caller's car and its dealership; 404 for another's car, 409 without a dealership. */
export async function dealershipOf(
  bookings: BookingRepository,
  userId: string,
  vehicleId: string,
  executor?: Database,
) {
  const row = await bookings.carOf(userId, vehicleId, executor);
  if (!row?.organisationConsumerId) throw notFound(VEHICLE_NOT_FOUND);
  if (!row.organisationId || !row.dealershipName) throw conflict(M.noDealership);
  return {
    ...row,
    organisationConsumerId: row.organisationConsumerId,
    organisationId: row.organisationId,
    dealershipName: row.dealershipName,
  };
}
