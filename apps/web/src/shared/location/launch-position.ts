import { readStored, storageKeys, writeStored } from '@/shared/session/storage.ts';
import { type Position, positionSchema } from './position.ts';

/**
 * Keeps the gpsLat/gpsLong a signed launch carried (the host app's reading of the device),
 * for the session it started: the last source of the user's position.
 * A launch without them clears an older one, which described another session.
 */
export function saveLaunchPosition(query: URLSearchParams): void {
  const parsed = positionSchema.safeParse({
    latitude: Number(query.get('gpsLat') ?? Number.NaN),
    longitude: Number(query.get('gpsLong') ?? Number.NaN),
  });
  writeStored(storageKeys.launchPosition, parsed.success ? parsed.data : null);
}

export function readLaunchPosition(): Position | null {
  return readStored(storageKeys.launchPosition, positionSchema);
}
