import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { formatCurrency } from '@ignite/domain/format/currency';
import type {
  Appointment,
  GarageLocation,
  MyGarage,
  ServiceLogItem,
} from '@ignite/domain/garage/garage-api';
import { buttonClass } from '@/shared/ui/button.tsx';
import { formatBookingClock } from '@ignite/domain/booking/booking-time';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { LocationCard } from '@/entities/dealership/location-card.tsx';
import { upcomingBookings } from './upcoming-bookings.ts';

export const NO_COMPLETED_SERVICES = 'There are no completed services to display';
// The spec gives no words for an empty bookings list; ours.
export const NO_UPCOMING_BOOKINGS = 'You have no upcoming bookings';

/** /my-garage/digital-service-log: completed services and upcoming bookings (spec part 2 s2). */
export function ServiceLogPage() {
  return <GarageModelGate>{(garage) => <ServiceLog garage={garage} />}</GarageModelGate>;
}

const headingClass = 'text-lg font-semibold';
const emptyClass = 'rounded-2xl border border-border bg-surface p-5 text-base text-muted';

function ServiceLog({ garage }: { garage: MyGarage }) {
  const bookings = upcomingBookings(garage.appointments);
  const locationName = garage.serviceLocation?.name ?? null;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="completed-services" className="flex flex-col gap-3">
        <h2 id="completed-services" className={headingClass}>
          Completed services
        </h2>
        {garage.serviceLog.length === 0 ? (
          <p className={emptyClass}>{NO_COMPLETED_SERVICES}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {garage.serviceLog.map((item) => (
              <CompletedService key={`${item.utcDateCreated}-${item.title}`} item={item} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="upcoming-bookings" className="flex flex-col gap-3">
        <h2 id="upcoming-bookings" className={headingClass}>
          Upcoming bookings
        </h2>
        {bookings.length === 0 ? (
          <p className={emptyClass}>{NO_UPCOMING_BOOKINGS}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {bookings.map((booking) => (
              <UpcomingBooking
                key={booking.appointmentId}
                booking={booking}
                locationName={locationName}
              />
            ))}
          </ul>
        )}
      </section>

      {garage.serviceLocation ? <ContactServiceCenter location={garage.serviceLocation} /> : null}
    </div>
  );
}

function CompletedService({ item }: { item: ServiceLogItem }) {
  return (
    <li className="rounded-2xl border border-border bg-surface p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-base font-semibold">{item.title}</p>
          <p className="mt-0.5 text-sm text-muted">
            <DateText when={item.utcDateCreated} format="short" />
            {item.locationName ? ` · ${item.locationName}` : null}
          </p>
        </div>
        <p className="shrink-0 text-base font-semibold tabular-nums">
          <span className="sr-only">Cost </span>
          {formatCurrency(item.purchaseAmount)}
        </p>
      </div>
      {item.cashbackAmount !== undefined ? (
        <p className="mt-3 inline-block rounded-full bg-raised px-3 py-1 text-sm font-medium text-success">
          {`Cashback ${formatCurrency(item.cashbackAmount)}`}
        </p>
      ) : null}
    </li>
  );
}

function UpcomingBooking({
  booking,
  locationName,
}: {
  booking: Appointment;
  locationName: string | null;
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-border bg-surface p-4">
      <div className="w-1 shrink-0 rounded-full bg-accent" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <p className="text-base font-semibold">{booking.title}</p>
          {booking.label ? (
            <span className="shrink-0 rounded-full bg-raised px-3 py-1 text-xs font-semibold">
              {booking.label}
            </span>
          ) : null}
        </div>
        {locationName ? <p className="mt-0.5 text-sm text-muted">{locationName}</p> : null}
        <p className="mt-2 text-sm font-medium">
          <DateText when={booking.utcDateAppointment} format="short" />
          {/* The time too: an owner turns up at a time, not on a date. */}
          {`, ${formatBookingClock(booking.utcDateAppointment)}`}
        </p>
      </div>
    </li>
  );
}

/** The Contact Service Center toggle: the service centre's card, shown on request. */
function ContactServiceCenter({ location }: { location: GarageLocation }) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen((shown) => !shown)}
        className={`${buttonClass('secondary')} w-full`}
      >
        Contact Service Center
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <div id={cardId} hidden={!open}>
        <LocationCard location={location} />
      </div>
    </div>
  );
}
