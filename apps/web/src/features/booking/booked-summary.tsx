import { CircleCheck } from 'lucide-react';
import type { OwnerBooking } from '@ignite/domain/booking/booking-changes';
import { formatBookingTime } from '@ignite/domain/booking/booking-time';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { AddToCalendarButton } from '@/entities/appointment/add-to-calendar-button.tsx';

/** The receipt: the booking as the dealership has it, read back from the server. */
export function BookedSummary({ booked }: { booked: OwnerBooking }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-xl font-bold" role="status">
        <Glyph icon={CircleCheck} className="text-2xl text-success" />
        You’re booked in
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-muted">What</dt>
        <dd className="break-words">{booked.title}</dd>
        {booked.note ? (
          <>
            <dt className="text-muted">Note</dt>
            <dd className="break-words">{booked.note}</dd>
          </>
        ) : null}
        <dt className="text-muted">When</dt>
        <dd>{formatBookingTime(booked.utcDateAppointment, booked.timeZone)}</dd>
        {booked.dealershipName ? (
          <>
            <dt className="text-muted">Where</dt>
            <dd>{booked.dealershipName}</dd>
          </>
        ) : null}
        <dt className="text-muted">Pickup</dt>
        <dd>{booked.pickupAndDelivery ? 'Requested' : 'You’ll drop it off'}</dd>
      </dl>
      <AddToCalendarButton appointmentId={booked.appointmentId} />
    </div>
  );
}
