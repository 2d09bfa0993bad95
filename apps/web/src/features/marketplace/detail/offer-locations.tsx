import { useEffect, useRef, useState } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import {
  LOCATIONS_SHOWN_FIRST,
  moreLocationsCount,
  type OfferLocation,
} from '@ignite/domain/marketplace/marketplace-api';
import { formatDistanceKm } from '@ignite/domain/marketplace/distance';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { DetailSection } from './detail-section.tsx';
import { openStreetMapUrl } from './map-link.ts';

/**
 * Spec part 3 section 2: the offer's locations, nearest first (the server sorts them). Ours:
 * the nearest few, then 'Show N more', so 73 locations are not one endless page.
 */
export function OfferLocations({ locations }: { locations: readonly OfferLocation[] }) {
  const [shown, setShown] = useState(LOCATIONS_SHOWN_FIRST);
  // After 'Show more', focus moves to the first location it added (not back to the top).
  const firstAdded = useRef<HTMLLIElement>(null);
  const [added, setAdded] = useState<number | null>(null);
  useEffect(() => {
    if (added !== null) firstAdded.current?.focus();
  }, [added]);
  if (locations.length === 0) return null;
  const visible = locations.slice(0, shown);
  const more = moreLocationsCount(shown, locations.length);
  return (
    <DetailSection title="Locations">
      {locations.length > LOCATIONS_SHOWN_FIRST ? (
        <p className="text-sm font-medium text-muted" role="status">
          Showing the nearest {visible.length} of {locations.length} locations
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" aria-label="Locations, nearest first">
        {visible.map((location, index) => (
          <li
            key={location.locationId}
            ref={index === added ? firstAdded : undefined}
            tabIndex={index === added ? -1 : undefined}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 focus-visible:outline-2 focus-visible:outline-accent"
          >
            <LocationCard location={location} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Button
          variant="secondary"
          className="w-full max-w-sm self-center"
          onClick={() => {
            setAdded(shown);
            setShown(shown + more);
          }}
        >
          Show {more} more
        </Button>
      ) : null}
    </DetailSection>
  );
}

function LocationCard({ location }: { location: OfferLocation }) {
  return (
    <>
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-accent">
          <Glyph icon={MapPin} className="text-xl" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold break-words">{location.name}</h3>
          <address className="text-sm break-words text-muted not-italic">
            {location.address}
          </address>
        </div>
        {location.distance !== null ? (
          <span className="shrink-0 text-sm font-semibold whitespace-nowrap" data-distance>
            {formatDistanceKm(location.distance)}
          </span>
        ) : null}
      </div>
      <a
        href={openStreetMapUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-xl bg-raised px-4 text-sm font-semibold text-text hover:brightness-110 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Glyph icon={ExternalLink} className="text-base" />
        Open in maps
        <span className="sr-only">: {location.name} (opens in a new tab)</span>
      </a>
    </>
  );
}
