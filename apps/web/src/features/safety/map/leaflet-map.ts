// Leaflet itself, with its stylesheet: loaded only when a map is about to show, so no other
// route (nor the safety centre without tiles) downloads it. Used directly, not through
// react-leaflet, whose licence is not an open-source one.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Coordinates } from '@ignite/domain/safety/location-text';

export type ShownMap = {
  moveTo(position: Coordinates): void;
  remove(): void;
};

type Options = {
  tileUrl: string;
  attribution: string | null;
  position: Coordinates;
  /** A tile that does not load: the caller shows the placeholder instead of a broken map. */
  onTileError: () => void;
};

/** Street level: close enough to tell which side of the road. */
const ZOOM = 16;

export function showMap(container: HTMLElement, options: Options): ShownMap {
  const at = (p: Coordinates): L.LatLngTuple => [p.latitude, p.longitude];
  const map = L.map(container, { center: at(options.position), zoom: ZOOM });
  L.tileLayer(options.tileUrl, {
    attribution: options.attribution ?? '',
    maxZoom: 19,
    // The pages send no referrer (security headers), but tile servers ask for the origin.
    referrerPolicy: 'strict-origin-when-cross-origin',
  })
    .on('tileerror', options.onTileError)
    .addTo(map);
  // A vector dot rather than Leaflet's default marker, whose images a bundler does not find.
  const marker = L.circleMarker(at(options.position), {
    radius: 9,
    weight: 3,
    color: '#ffffff',
    fillColor: '#e4572e',
    fillOpacity: 1,
  }).addTo(map);
  return {
    moveTo(position) {
      marker.setLatLng(at(position));
      map.setView(at(position), map.getZoom());
    },
    remove() {
      map.remove();
    },
  };
}
