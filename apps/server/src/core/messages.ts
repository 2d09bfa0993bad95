// The messages several modules answer with. The spec's own words live once in the domain
// (api-messages.ts); the server's words shared by modules live here.
export { NOT_AUTHORISED, SESSION_EXPIRED } from '@ignite/domain/api-messages';

/** Not the caller's vehicle, or none at all: the same answer, so ids reveal nothing. */
export const VEHICLE_NOT_FOUND = 'Vehicle not found';
