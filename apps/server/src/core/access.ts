// Access checks a route makes before any work: the caller acts only as themselves.
import type { CurrentUser } from '@ignite/domain/user';
import { forbidden } from './http-errors.ts';
import { NOT_AUTHORISED } from './messages.ts';

/**
 * An `organisationConsumerId` in the path must be the caller's own (from their access token);
 * anyone else's is refused with 403 before anything is read.
 */
export function assertOwnConsumer(user: CurrentUser, organisationConsumerId: string): void {
  if (organisationConsumerId !== user.organisationConsumerId) throw forbidden(NOT_AUTHORISED);
}
