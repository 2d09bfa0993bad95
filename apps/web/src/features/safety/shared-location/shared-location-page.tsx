import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { useParams } from 'react-router';
import { MapPinOff, Navigation } from 'lucide-react';
import { sharedLocation } from '@ignite/domain/contract/safety';
import { formatDefaultDateTime } from '@ignite/domain/format/date-time';
import { formatCoordinate, mapsLink } from '@ignite/domain/safety/location-text';
import {
  SAFETY_MESSAGES,
  type SharedLocation,
  sharedLocationIntro,
} from '@ignite/domain/safety/safety-api';
import { endpointQuery } from '@/shared/api/client.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { LocationMap } from '../map/location-map.tsx';

const LOAD_FAILED = 'The location could not be loaded. Please try again later';

/** Read again every minute while open: the owner may share a newer position meanwhile. */
const REFRESH_MS = 60_000;

/**
 * /shared-location/:token (decision 0032): the position an owner shared through a timed link,
 * for whoever holds it, without signing in. A link that is unknown, expired or turned off
 * says so and shows nothing else.
 */
export function SharedLocationPage() {
  const token = useParams().token ?? '';
  const shared = useQuery({
    ...endpointQuery(sharedLocation, { params: { token } }),
    refetchInterval: (query) => (query.state.error ? false : REFRESH_MS),
  });

  // The owner's app's name once known, no other before it: a white-label app's link names
  // only its own brand.
  const brandName = shared.data?.brandName;
  useLayoutEffect(() => {
    document.title = brandName ? `Shared location | ${brandName}` : 'Shared location';
  }, [brandName]);

  return (
    <Screen brandName={brandName ?? null}>
      <div className="mx-auto mt-6 flex w-full max-w-xl flex-col gap-5">
        <h1 className="text-3xl font-bold tracking-tight">Shared location</h1>
        {/* An error first: a refetch that finds the link closed hides what it showed before. */}
        {shared.data && !shared.error ? (
          <SharedLocationView location={shared.data} />
        ) : shared.isPending ? (
          <LoadingBlock className="h-96 rounded-3xl bg-surface" />
        ) : (
          <LinkClosed
            // A link the server does not know (or no longer shows) says so; anything else
            // (no connection) is not the link's fault.
            message={
              shared.error?.status === 404 || shared.error?.status === 400
                ? SAFETY_MESSAGES.linkClosed
                : LOAD_FAILED
            }
          />
        )}
      </div>
    </Screen>
  );
}

function SharedLocationView({ location }: { location: SharedLocation }) {
  const when = (iso: string) => formatDefaultDateTime(new Date(iso));
  return (
    <section
      aria-label="The shared location"
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <p className="text-base break-words text-muted">
        {sharedLocationIntro(location.nameToShow, location.brandName)}
      </p>
      <LocationMap position={location} />
      <dl className="grid grid-cols-2 gap-3 text-base">
        <Fact label="Latitude" value={formatCoordinate(location.latitude)} mono />
        <Fact label="Longitude" value={formatCoordinate(location.longitude)} mono />
        <Fact label="Shared" value={when(location.sharedAt)} />
        <Fact label="Link ends" value={when(location.expiresAt)} />
      </dl>
      <a
        href={mapsLink(location)}
        target="_blank"
        rel="noreferrer"
        className={buttonClass('primary')}
      >
        <Glyph icon={Navigation} className="text-lg" />
        Open in Maps
      </a>
    </section>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0 rounded-2xl bg-raised px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={`font-semibold break-words ${mono ? 'font-mono tabular-nums' : ''}`}>
        {value}
      </dd>
    </div>
  );
}

/** Unknown, expired or turned off: the server says the same for each, and so does the page. */
function LinkClosed({ message }: { message: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-raised text-accent">
        <Glyph icon={MapPinOff} className="text-3xl" />
      </span>
      <p role="alert" className="text-lg font-bold">
        {message}
      </p>
      {message === LOAD_FAILED ? null : (
        <p className="text-base text-muted">Ask the person who sent it for a new link.</p>
      )}
    </section>
  );
}
