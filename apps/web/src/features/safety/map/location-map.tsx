import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { mapTiles } from '@ignite/domain/contract/safety';
import type { Coordinates } from '@ignite/domain/safety/location-text';
import type { MapTiles } from '@ignite/domain/safety/safety-api';
import { endpointQuery } from '@/shared/api/client.ts';
import type { ShownMap } from './leaflet-map.ts';
import { MapPlaceholder } from './map-placeholder.tsx';

/**
 * The position on a map, or the spec's placeholder image when there is none to show: no tile
 * URL configured (the default: nothing needs the internet), the settings unreadable, Leaflet
 * not loading, or a tile failing. `isolate` keeps Leaflet's z-indexes under the app's header.
 */
export function LocationMap({ position }: { position: Coordinates }) {
  const tiles = useQuery({ ...endpointQuery(mapTiles), staleTime: Infinity });
  const [failed, setFailed] = useState(false);
  const tileUrl = tiles.data?.tileUrl ?? null;
  return (
    <div className="isolate h-56 overflow-hidden rounded-2xl border border-border md:h-72">
      {tiles.isPending ? (
        <div
          aria-busy="true"
          aria-label="Loading the map"
          className="h-full animate-pulse bg-raised"
        />
      ) : tileUrl && !failed ? (
        <LeafletMap
          tiles={{ tileUrl, attribution: tiles.data?.attribution ?? null }}
          position={position}
          onFailed={setFailed}
        />
      ) : (
        <MapPlaceholder />
      )}
    </div>
  );
}

type LeafletProps = {
  tiles: MapTiles & { tileUrl: string };
  position: Coordinates;
  onFailed: (failed: boolean) => void;
};

function LeafletMap({ tiles, position, onFailed }: LeafletProps) {
  const container = useRef<HTMLDivElement>(null);
  const shown = useRef<ShownMap | null>(null);
  const latest = useRef(position);
  const { tileUrl, attribution } = tiles;

  // The map is made once per tile source; the position only moves its marker (below).
  useEffect(() => {
    let cancelled = false;
    import('./leaflet-map.ts')
      .then(({ showMap }) => {
        if (cancelled || !container.current) return;
        shown.current = showMap(container.current, {
          tileUrl,
          attribution,
          position: latest.current,
          onTileError: () => onFailed(true),
        });
      })
      .catch(() => onFailed(true));
    return () => {
      cancelled = true;
      shown.current?.remove();
      shown.current = null;
    };
  }, [tileUrl, attribution, onFailed]);

  // By value: the position's object is new at every render, its coordinates are not.
  const { latitude, longitude } = position;
  useEffect(() => {
    latest.current = { latitude, longitude };
    shown.current?.moveTo(latest.current);
  }, [latitude, longitude]);

  return <div ref={container} role="region" aria-label="Map of the location" className="h-full" />;
}
