import { useId, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BookOpenText, CalendarDays, CarFront, History, Lock } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { panelSearch } from './garage-panel.ts';

const rowClass = 'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base';

function ActionLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={`${rowClass} font-medium text-text hover:bg-raised`}>
        <span className="text-accent">{icon}</span>
        <span className="flex-1">{children}</span>
        <Icon name="chevronRight" size="text-xl" className="text-muted" />
      </Link>
    </li>
  );
}

/**
 * The vehicle header's expandable actions menu. Open or closed is the user setting
 * expandProfileActions, so it stays as the owner left it. For a shared vehicle the Vehicle
 * Details link is inert (spec part 2 section 6): shown, but going nowhere.
 */
export function VehicleActions({ isShared }: { isShared: boolean }) {
  const { settings, update } = useUserSettings();
  const [query] = useSearchParams();
  const listId = useId();
  const open = settings?.expandProfileActions ?? false;
  return (
    <div className="mt-4 border-t border-border pt-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => update({ expandProfileActions: !open })}
        className={`${rowClass} -mx-3 w-[calc(100%+1.5rem)] justify-between font-semibold hover:bg-raised`}
      >
        Vehicle actions
        <Icon
          name="chevronRight"
          size="text-xl"
          className={`text-muted transition-transform ${open ? '-rotate-90' : 'rotate-90'}`}
        />
      </button>
      {open ? (
        <ul id={listId} className="-mx-3 mt-1 flex flex-col">
          {isShared ? (
            <li>
              <a role="link" aria-disabled="true" className={`${rowClass} text-muted`}>
                <Glyph icon={CarFront} />
                <span className="flex-1">Vehicle Details</span>
                <Glyph icon={Lock} className="text-base" />
                <span className="sr-only">(not available for a shared vehicle)</span>
              </a>
            </li>
          ) : (
            <ActionLink to={paths.vehicleDetails} icon={<Glyph icon={CarFront} />}>
              Vehicle Details
            </ActionLink>
          )}
          <ActionLink to={paths.setOdometer} icon={<Icon name="odometer" size="text-xl" />}>
            Update Odometer
          </ActionLink>
          <ActionLink to={paths.digitalServiceLog} icon={<Glyph icon={BookOpenText} />}>
            Digital Service Log
          </ActionLink>
          <ActionLink to={paths.garageHistory} icon={<Glyph icon={History} />}>
            History
          </ActionLink>
          <ActionLink
            to={`${paths.myGarage}${panelSearch(query, 'bookings')}`}
            icon={<Glyph icon={CalendarDays} />}
          >
            Bookings
          </ActionLink>
        </ul>
      ) : null}
    </div>
  );
}
