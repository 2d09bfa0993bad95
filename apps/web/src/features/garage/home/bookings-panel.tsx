import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { OwnerBooking } from '@ignite/domain/booking/booking-changes';
import { formatBookingTime } from '@ignite/domain/booking/booking-time';
import { ownerBookings } from '@ignite/domain/contract/booking';
import type { Appointment, GarageLocation } from '@ignite/domain/garage/garage-api';
import { isCalendarBooking } from '@ignite/domain/notifications/calendar-events';
import { endpointQuery } from '@/shared/api/client.ts';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { AddToCalendarButton } from '@/entities/appointment/add-to-calendar-button.tsx';
import { BookingActions } from './booking-actions.tsx';
import { orderBookings } from './booking-order.ts';
import { panelSearch } from './garage-panel.ts';

export const NO_BOOKINGS = 'There are no bookings to display';

function BookingCard({
  booking,
  open,
  location,
}: {
  booking: Appointment;
  /** The open booking as the owner may see and change it: its note and the dealership's clock. */
  open: OwnerBooking | undefined;
  location: GarageLocation | null;
}) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">{booking.title}</h3>
        {booking.label ? (
          <span
            className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ${booking.isOpen ? 'bg-accent text-on-accent' : 'bg-raised text-muted'}`}
          >
            {booking.label}
          </span>
        ) : null}
      </div>
      <p className="mt-2 flex items-center gap-2 text-sm">
        <Icon name="clock" size="text-base" className="text-muted" />
        {/* The day and the time: an owner turns up at a time, not on a date. */}
        <time dateTime={booking.utcDateAppointment}>
          {formatBookingTime(booking.utcDateAppointment, open?.timeZone)}
        </time>
      </p>
      {open?.note ? <p className="mt-1 text-sm break-words">“{open.note}”</p> : null}
      {location ? (
        <p className="mt-1 flex items-center gap-2 text-sm text-muted">
          <Icon name="location" size="text-base" />
          {location.name}
        </p>
      ) : null}
      {/* Only a booking still to come: a past or closed one has nothing to put in a calendar. */}
      {isCalendarBooking(booking, new Date()) ? (
        <AddToCalendarButton appointmentId={booking.appointmentId} className="mt-3 w-full" />
      ) : null}
      {open?.isChangeable ? <BookingActions booking={open} /> : null}
    </li>
  );
}

/**
 * ?p=bookings: every appointment (title, label, day and time, where, the owner's note), open
 * ones first, with the way back to the vehicle; an open one the owner can still change can be
 * moved or cancelled. Other pages send the owner here as a return target.
 */
export function BookingsPanel({
  appointments,
  location,
}: {
  appointments: readonly Appointment[];
  location: GarageLocation | null;
}) {
  const [query] = useSearchParams();
  const bookings = orderBookings(appointments);
  const vehicleId = appointments[0]?.vehicleId;
  const opens = useQuery({
    ...endpointQuery(ownerBookings, { query: { vehicleId: vehicleId ?? '' } }),
    enabled: Boolean(vehicleId),
  });
  const openOf = (id: string) => opens.data?.find((open) => open.appointmentId === id);
  return (
    <section aria-labelledby="bookings-heading" className="flex flex-col gap-4">
      <Link
        to={`${paths.myGarage}${panelSearch(query, 'vehicle')}`}
        className="-ml-1 inline-flex min-h-11 items-center gap-1 self-start rounded-xl px-1 font-semibold text-accent"
      >
        <Icon name="back" size="text-xl" />
        Your vehicle
      </Link>
      <h2 id="bookings-heading" className="text-2xl font-bold tracking-tight">
        Bookings
      </h2>
      {bookings.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-5 text-muted">{NO_BOOKINGS}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {bookings.map((booking) => (
            <BookingCard
              key={booking.appointmentId}
              booking={booking}
              open={openOf(booking.appointmentId)}
              location={location}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
