import { z } from 'zod/mini';
import { bookingWhatSchema } from '@ignite/domain/booking/booking-request';

/**
 * The owner's choices so far, kept in session storage so a reload (or the app brought back
 * after the phone closed it) returns to the same step with the same choices. A draft belongs
 * to the car and to the address the wizard was opened with: opened afresh from another item, it
 * starts afresh.
 */
const draftSchema = z.object({
  search: z.string(),
  index: z.number().check(z.int(), z.gte(0)),
  // A note being typed may still be blank, which a booking would refuse.
  what: z.nullable(
    z.union([bookingWhatSchema, z.object({ kind: z.literal('note'), note: z.string() })]),
  ),
  day: z.nullable(z.string()),
  time: z.nullable(z.string()),
  pickup: z.enum(['yes', 'no']),
  contact: z.object({ firstName: z.string(), lastName: z.string(), mobile: z.string() }),
});
export type BookingDraft = z.infer<typeof draftSchema>;

const keyOf = (vehicleId: string) => `bookingDraft:${vehicleId}`;

export function readDraft(vehicleId: string, search: string): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(vehicleId));
    if (raw === null) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.search === search ? parsed.data : null;
  } catch {
    return null; // storage disabled or a value that no longer fits: start afresh
  }
}

export function writeDraft(vehicleId: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(keyOf(vehicleId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, only a reload starts afresh.
  }
}

export function clearDraft(vehicleId: string): void {
  try {
    sessionStorage.removeItem(keyOf(vehicleId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
