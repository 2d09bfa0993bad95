import type { CurrentUser } from '@ignite/domain/user';
import { VERIFICATION_MESSAGES } from '@ignite/domain/welcome-flow/mobile-verification';
import { notFound } from '../../core/http-errors.ts';

/** The consumer a body or query names must be the caller; anyone else is not found. */
export function requireSelf(user: CurrentUser, consumerId: string) {
  if (user.organisationConsumerId?.toLowerCase() !== consumerId) {
    throw notFound(VERIFICATION_MESSAGES.consumerNotFound);
  }
}
