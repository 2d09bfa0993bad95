/** Ours: how close 'Open in maps' shows the place (OpenStreetMap's zoom 17 is a few streets). */
const MAP_ZOOM = 17;

/** The location on OpenStreetMap, marked: works on any device, no account or key. */
export function openStreetMapUrl({
  latitude,
  longitude,
}: {
  latitude: number;
  longitude: number;
}): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${MAP_ZOOM}/${latitude}/${longitude}`;
}
