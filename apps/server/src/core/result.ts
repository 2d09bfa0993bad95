import type { Result } from '@ignite/domain/result';

export function ok<T>(data: T, status = 200): Result<T> {
  return { success: true, status, data, messages: [] };
}

export function failure(status: number, messages: string[]): Result<null> {
  return { success: false, status, data: null, messages };
}
