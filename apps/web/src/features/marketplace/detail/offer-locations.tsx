import { ExternalLink, MapPin } from 'lucide-react';
import type { OfferLocation } from '@ignite/domain/marketplace/marketplace-api';
import { formatDistanceKm } from '@ignite/domain/marketplace/distance';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { DetailSection } from './detail-section.tsx';
import { openStreetMapUrl } from './map-link.ts';

/** Spec part 3 section 2: the offer's locations, nearest first (the server sorts them). */
export function OfferLocations({ locations }: { locations: readonly OfferLocation[] }) {
  if (locations.length === 0) return null;
  return (
    <DetailSection title="Locations">
      <ul className="flex flex-col gap-3" aria-label="Locations, nearest first">
        {locations.map((location) => (
          <li
            key={location.locationId}
            className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
          >
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
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
