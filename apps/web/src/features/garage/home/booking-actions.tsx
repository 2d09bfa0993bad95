import { useState } from 'react';
import type { OwnerBooking } from '@ignite/domain/booking/booking-changes';
import { cancelBooking, ownerBookings } from '@ignite/domain/contract/booking';
import { myGarage } from '@ignite/domain/contract/garage';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { paths } from '@/shared/routes.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { saveFailureMessages } from '../offline-save.ts';

export const BOOKING_CANCELLED_MESSAGE = 'Your booking is cancelled. The workshop has been told.';

/**
 * Move or cancel a booking the owner can still change. Cancelling asks first, since the time
 * goes to whoever books next; both tell the workshop.
 */
export function BookingActions({ booking }: { booking: OwnerBooking }) {
  const [asking, setAsking] = useState(false);
  const cancel = useApiMutation(cancelBooking, { invalidates: [myGarage, ownerBookings] });

  async function answerYes() {
    const result = await cancel.run({ params: { appointmentId: booking.appointmentId } });
    if (result.success) toast.success(BOOKING_CANCELLED_MESSAGE);
    else toast.error(saveFailureMessages(result.messages).join(' ') || GENERIC_ERROR_MESSAGE);
    setAsking(false);
  }

  return (
    <div className="mt-3 grid grid-cols-2 gap-3">
      <ButtonLink
        to={`${paths.booking}?reschedule=${booking.appointmentId}`}
        variant="secondary"
        aria-label={`Move ${booking.title}`}
      >
        Move
      </ButtonLink>
      <Button
        variant="secondary"
        aria-label={`Cancel ${booking.title}`}
        onClick={() => setAsking(true)}
      >
        Cancel
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Cancel this booking?"
          yesLabel="Cancel booking"
          noLabel="Keep it"
          yesVariant="danger"
          busy={cancel.busy}
          onYes={() => void answerYes()}
          onNo={() => setAsking(false)}
        >
          <p>
            {booking.title} will be cancelled and its time offered to others. The workshop will be
            told.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
