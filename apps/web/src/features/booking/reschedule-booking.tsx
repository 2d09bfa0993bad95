import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatBookingTime } from '@ignite/domain/booking/booking-time';
import { ownerBookings, rescheduleBooking } from '@ignite/domain/contract/booking';
import { myGarage } from '@ignite/domain/contract/garage';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { BookedSummary } from './booked-summary.tsx';
import { useWizard } from './use-wizard.ts';
import { WhenStep } from './when-step.tsx';
import { WizardFrame } from './wizard-frame.tsx';

/** /booking?reschedule=<appointmentId>: the address's marks of a move. */
export const RESCHEDULE_PARAM = 'reschedule';
const DAY_PARAM = 'day';
const TIME_PARAM = 'time';
const MOVED_PARAM = 'moved';
const STEPS = ['When', 'Moved'] as const;
/** Back on the first step leaves: the owner came from their bookings. */
const SHAPE = { steps: STEPS.length, backLeavesOnFirst: true };

/**
 * Moving a booking: the booking as it is, a new day and time the dealership offers, and the
 * move; then the booking as it now is. The chosen day and time are kept in the address, so a
 * reload keeps them.
 */
export function RescheduleBooking({
  vehicleId,
  appointmentId,
}: {
  vehicleId: string;
  appointmentId: string;
}) {
  const [query, setQuery] = useSearchParams();
  const reschedule = useApiMutation(rescheduleBooking, { invalidates: [myGarage, ownerBookings] });
  const list = useQuery(endpointQuery(ownerBookings, { query: { vehicleId } }));
  const booking = list.data?.find((b) => b.appointmentId === appointmentId);
  const day = query.get(DAY_PARAM);
  const time = query.get(TIME_PARAM);
  const moved = query.get(MOVED_PARAM) === '1';

  function choose(next: { day?: string | null; time?: string | null; moved?: boolean }) {
    const params = new URLSearchParams(query);
    for (const [key, value] of Object.entries({ day: next.day, time: next.time })) {
      if (value === null) params.delete(key);
      else if (value !== undefined) params.set(key, value);
    }
    if (next.moved) params.set(MOVED_PARAM, '1');
    setQuery(params, { replace: true });
  }

  async function move(): Promise<string | null> {
    if (!time) return GENERIC_ERROR_MESSAGE;
    const result = await reschedule.run({
      params: { appointmentId },
      body: { utcDateAppointment: time },
    });
    if (!result.success) {
      if (result.status === 409) choose({ time: null });
      return result.messages[0] ?? GENERIC_ERROR_MESSAGE;
    }
    choose({ moved: true });
    return null;
  }

  const wizard = useWizard(move, { shape: SHAPE, initialIndex: moved ? 1 : 0 });
  const canMove = Boolean(booking?.isChangeable && time && time !== booking.utcDateAppointment);

  return (
    <WizardFrame
      wizard={wizard}
      stepIsValid={canMove}
      steps={STEPS}
      title="Move booking"
      commitLabel="Move booking"
      busyLabel="Moving…"
    >
      {list.isPending ? <LoadingBlock className="h-40 rounded-2xl bg-raised" /> : null}
      {!list.isPending && !booking ? (
        <p role="status">This booking is no longer open. Your bookings are in My Garage.</p>
      ) : null}
      {booking && wizard.isLast ? <BookedSummary booked={booking} /> : null}
      {booking && !wizard.isLast ? (
        <>
          <p className="text-base">
            {booking.title}, now{' '}
            <strong>{formatBookingTime(booking.utcDateAppointment, booking.timeZone)}</strong>.
          </p>
          {booking.isChangeable ? (
            <WhenStep
              vehicleId={vehicleId}
              day={day}
              time={time}
              onDay={(next) => choose({ day: next, time: null })}
              onTime={(next) => choose({ time: next })}
            />
          ) : (
            <p role="status">
              This booking can no longer be changed in the app. Please call the dealership to change
              it.
            </p>
          )}
          {time && booking.isChangeable ? (
            <p className="text-base">
              New time: <strong>{formatBookingTime(time, booking.timeZone)}</strong>
            </p>
          ) : null}
        </>
      ) : null}
    </WizardFrame>
  );
}
