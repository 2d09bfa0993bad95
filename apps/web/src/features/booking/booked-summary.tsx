import { CircleCheck } from 'lucide-react';
import type { createBooking } from '@ignite/domain/contract/booking';
import type { EndpointData } from '@ignite/domain/contract/endpoint';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { AddToCalendarButton } from '@/entities/appointment/add-to-calendar-button.tsx';

/** Step 5: the booking as the dealership has it. */
export function BookedSummary({ booked }: { booked: EndpointData<typeof createBooking> }) {
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone: booked.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(booked.utcDateAppointment));
  return (
    <div className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 text-xl font-bold" role="status">
        <Glyph icon={CircleCheck} className="text-2xl text-success" />
        You’re booked in
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
        <dt className="text-muted">What</dt>
        <dd className="break-words">{booked.title}</dd>
        <dt className="text-muted">When</dt>
        <dd>{when}</dd>
        <dt className="text-muted">Where</dt>
        <dd>{booked.dealershipName}</dd>
        <dt className="text-muted">Pickup</dt>
        <dd>{booked.pickupAndDelivery ? 'Requested' : 'You’ll drop it off'}</dd>
      </dl>
      <AddToCalendarButton appointmentId={booked.appointmentId} />
    </div>
  );
}
