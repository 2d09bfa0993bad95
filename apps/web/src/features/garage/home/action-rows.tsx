import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CalendarClock } from 'lucide-react';
import type { Appointment } from '@ignite/domain/garage/garage-api';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { formatBookingClock } from '@ignite/domain/booking/booking-time';
import { DateText } from '@/entities/condition/date-text.tsx';
import { bookedService } from './booked-service.ts';
import { panelSearch } from './garage-panel.ts';

type RowProps = { to: string; icon: ReactNode; title: string; detail: ReactNode };

function ActionRow({ to, icon, title, detail }: RowProps) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-3 hover:border-muted"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised">
          {icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{title}</span>
          {detail ? <span className="block text-sm text-muted">{detail}</span> : null}
        </span>
        <Icon name="chevronRight" size="text-xl" className="text-muted" />
      </Link>
    </li>
  );
}

/**
 * The things to act on now, above the conditions: the booked service (to the bookings panel)
 * and, when the reading is stale, a prompt to update the odometer. Nothing to act on, no list.
 */
export function ActionRows({
  vehicle,
  appointments,
}: {
  vehicle: Vehicle;
  appointments: readonly Appointment[];
}) {
  const [query] = useSearchParams();
  const service = bookedService(appointments);
  if (!service && !vehicle.isOdometerUpdateRequired) return null;
  return (
    <ul aria-label="Things to do" className="flex flex-col gap-2">
      {service ? (
        <ActionRow
          to={`${paths.myGarage}${panelSearch(query, 'bookings')}`}
          icon={<Glyph icon={CalendarClock} className="text-2xl text-accent" />}
          title={service.title}
          detail={
            <>
              {service.label ? `${service.label} · ` : null}
              <DateText when={service.utcDateAppointment} format="short" />
              {`, ${formatBookingClock(service.utcDateAppointment)}`}
            </>
          }
        />
      ) : null}
      {vehicle.isOdometerUpdateRequired ? (
        <ActionRow
          to={paths.setOdometer}
          icon={<Icon name="odometer" size="text-2xl" className="text-warning" />}
          title="Update your odometer"
          detail={
            vehicle.dateLastSetOdometer ? (
              <>
                Last updated <DateText when={vehicle.dateLastSetOdometer} format="short" />
              </>
            ) : null
          }
        />
      ) : null}
    </ul>
  );
}
