import { z } from 'zod';

/** A point on the earth in decimal degrees (negative latitude is south). */
export type Position = { latitude: number; longitude: number };

export const positionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/**
 * Rounded to 3 decimals (about 100 m): close enough for distances in km with one decimal,
 * and a phone's position jittering by a few metres does not ask the server again.
 */
export function roundedPosition(position: Position): Position {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { latitude: round(position.latitude), longitude: round(position.longitude) };
}
