import { useSession } from '@/shared/session/session-store.ts';
import { OwnerBooking } from './owner-booking.tsx';
import { StubBooking } from './stub-booking.tsx';

/**
 * /booking (spec part 3 sections 2 and 4; issue 15): for a signed-in owner with a car, a real
 * booking at its dealership; for anyone else, the spec's five pages of stub text.
 */
export function BookingPage() {
  const user = useSession()?.user;
  const vehicleId = user?.activeVehicle?.vehicleId;
  if (!user || user.isDealerMode || !vehicleId) return <StubBooking />;
  return <OwnerBooking user={user} vehicleId={vehicleId} />;
}
