import { useSearchParams } from 'react-router';
import { useSession } from '@/shared/session/session-store.ts';
import { OwnerBooking } from './owner-booking.tsx';
import { RESCHEDULE_PARAM, RescheduleBooking } from './reschedule-booking.tsx';
import { StubBooking } from './stub-booking.tsx';

/**
 * /booking: for a signed-in owner with a car, a real booking at its dealership (or, with
 * ?reschedule=, moving one); for anyone else, the spec's five pages of stub text.
 */
export function BookingPage() {
  const user = useSession()?.user;
  const [query] = useSearchParams();
  const vehicleId = user?.activeVehicle?.vehicleId;
  if (!user || user.isDealerMode || !vehicleId) return <StubBooking />;
  const moving = query.get(RESCHEDULE_PARAM);
  if (moving) return <RescheduleBooking vehicleId={vehicleId} appointmentId={moving} />;
  return <OwnerBooking user={user} vehicleId={vehicleId} />;
}
