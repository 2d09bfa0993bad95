// The API's shared words, written once for the server and the web, exactly as the spec writes
// them.

/** Spec part 1 section 8: a 401 whose refresh failed; the server's answer to a dead session. */
export const SESSION_EXPIRED = 'User session has expired';

/** Spec part 1 section 8: the warning for a 401 or 403 answer to an authenticated request. */
export const NOT_AUTHORISED = 'You are not authorised to access the requested content';

/** Spec part 1 section 8: a network failure (failed to fetch); the result's status is 500. */
export const SERVER_NOT_AVAILABLE = 'The server is not available';

/** Spec part 1 section 8: a sign-in that gets no response at all. */
export const LOGIN_SERVER_NOT_AVAILABLE = 'Sorry - The server is not available';
