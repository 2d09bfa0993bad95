import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { appointmentFor, type BookingWhat } from '@ignite/domain/booking/booking-request';
import { formatBookingTime } from '@ignite/domain/booking/booking-time';
import { bookingSlots } from '@ignite/domain/contract/booking';
import { endpointQuery } from '@/shared/api/client.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import type { Contact } from './contact-step.tsx';

type Props = {
  vehicleId: string;
  day: string | null;
  what: BookingWhat;
  time: string;
  pickup: boolean;
  contact: Contact;
  /** Opens the step that chose a line, to change it. */
  onChange: (step: number) => void;
};

function Line({
  term,
  step,
  onChange,
  children,
}: {
  term: string;
  step: number;
  onChange: (step: number) => void;
  children: ReactNode;
}) {
  // A <div> of a <dt> and its <dd>s is the one grouping a <dl> allows.
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 border-b border-border py-3 last:border-b-0">
      <dt className="col-start-1 text-sm text-muted">{term}</dt>
      <dd className="col-start-1 min-w-0 break-words">{children}</dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <button
          type="button"
          onClick={() => onChange(step)}
          className="min-h-11 rounded-xl px-2 font-semibold text-accent hover:bg-raised"
        >
          Change<span className="sr-only"> {term.toLowerCase()}</span>
        </button>
      </dd>
    </div>
  );
}

/** Step 5: everything the booking will say, before Book sends it; each line can be changed. */
export function ReviewStep({ vehicleId, day, what, time, pickup, contact, onChange }: Props) {
  // The same query the When step read: the dealership's name and clock.
  const slots = useQuery(
    endpointQuery(bookingSlots, { query: { vehicleId, ...(day ? { day } : {}) } }),
  );
  const timeZone = slots.data?.timeZone;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">Check your booking</h2>
      <p className="text-sm text-muted">Nothing is booked until you press Book.</p>
      <dl className="flex flex-col">
        <Line term="What" step={0} onChange={onChange}>
          {appointmentFor(what).title}
          {what.kind === 'note' ? (
            <span className="block text-sm text-muted">“{what.note.trim()}”</span>
          ) : null}
        </Line>
        <Line term="When" step={1} onChange={onChange}>
          {/* Only on the dealership's clock: the phone's zone may not be the workshop's. */}
          {slots.data ? (
            <>
              {formatBookingTime(time, timeZone)}
              <span className="block text-sm text-muted">at {slots.data.dealershipName}</span>
            </>
          ) : (
            <LoadingBlock className="h-6 w-48 rounded-lg bg-raised" />
          )}
        </Line>
        <Line term="Pickup" step={2} onChange={onChange}>
          {pickup ? 'Pick it up and bring it back' : 'I’ll drop the car off'}
        </Line>
        <Line term="Contact" step={3} onChange={onChange}>
          {contact.firstName.trim()} {contact.lastName.trim()}, {contact.mobile.trim()}
        </Line>
      </dl>
    </div>
  );
}
