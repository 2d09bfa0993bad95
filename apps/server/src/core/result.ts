import type { Result } from '@ignite/domain/result';

export function ok<T>(data: T, status = 200): Result<T> {
  return { success: true, status, data, messages: [] };
}

export function failure(status: number, messages: string[]): Result<null> {
  return { success: false, status, data: null, messages };
}

/**
 * What a route's serializer wrote, as the bytes to send (ours writes strings): for the routes
 * that keep answers already written (the garage's and the marketplace home's caches).
 */
export function jsonBytes(serialized: string | ArrayBuffer | Buffer): Buffer {
  if (typeof serialized === 'string') return Buffer.from(serialized);
  return Buffer.isBuffer(serialized) ? serialized : Buffer.from(serialized);
}
