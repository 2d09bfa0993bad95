import type { Result } from '@ignite/domain/result';

/** Every call answers the spec's result; failures are values, never thrown. */
export type ApiSuccess<T> = Result<T> & { success: true };
export type ApiFailure = Result<null> & { success: false };
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export function failure(status: number, messages: string[]): ApiFailure {
  return { success: false, status, data: null, messages };
}
