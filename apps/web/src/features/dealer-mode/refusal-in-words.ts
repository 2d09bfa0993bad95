import type { ApiFailure } from '@/shared/api/result.ts';

/**
 * The server's words for a refusal staff can act on: a conflict (the vehicle's state, a rego
 * taken, a number that is not the customer's) or a limit reached (the spec's 'Welcome SMS
 * cannot be repeatedly sent'). Anything else, such as a lost connection, has no words of its
 * own here: the caller says the spec's general failure.
 */
export function refusalInWords(failure: ApiFailure): string | null {
  if (failure.status !== 409 && failure.status !== 429) return null;
  return failure.messages[0] ?? null;
}
