// The safety centre's words about a position (spec part 3 section 2): the coordinates as the
// page shows and copies them, and the 'I need help' text message that carries them.

/** A point on the earth in decimal degrees (negative latitude is south). */
export type Coordinates = { latitude: number; longitude: number };

/** The spec's 'up to 6 decimals': about 11 cm, finer than any phone's reading. */
export const COORDINATE_DECIMALS = 6;

/**
 * One coordinate rounded to 6 decimals, without trailing zeros ('-33.815', not
 * '-33.815000'), and never '-0' (a reading that rounds to 0 has no side of the equator).
 */
export function formatCoordinate(value: number): string {
  const rounded = Number(value.toFixed(COORDINATE_DECIMALS));
  return String(rounded === 0 ? 0 : rounded);
}

/** 'latitude, longitude': what Copy puts on the clipboard, in the order maps apps read it. */
export function coordinatesText({ latitude, longitude }: Coordinates): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}

/** A maps link that opens the position in the phone's maps app (or a browser). */
export function mapsLink(position: Coordinates): string {
  const query = `${formatCoordinate(position.latitude)},${formatCoordinate(position.longitude)}`;
  return `https://maps.google.com/?q=${query}`;
}

/** The spec's 'I need help' message, with the coordinates and a maps link to them. */
export function helpMessage(position: Coordinates): string {
  return `I need help. My location is ${coordinatesText(position)}: ${mapsLink(position)}`;
}

/**
 * An sms: link with no recipient (the owner picks one in their messages app) and the body
 * filled in. `?&body=` is the form both iOS and Android read.
 */
export function smsHref(body: string): string {
  return `sms:?&body=${encodeURIComponent(body)}`;
}
