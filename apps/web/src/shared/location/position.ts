import { z } from 'zod/mini';

/** A point on the earth in decimal degrees (negative latitude is south). */
export type Position = { latitude: number; longitude: number };

export const positionSchema = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
});

/**
 * Rounded to 3 decimals (about 100 m): close enough for distances in km with one decimal,
 * and a phone's position jittering by a few metres does not ask the server again.
 */
export function roundedPosition(position: Position): Position {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}
