/** The request layer's own words, exactly as spec part 1 section 8 writes them. */

/** Network failure (failed to fetch or network error); the result's status is 500. */
export const SERVER_NOT_AVAILABLE = 'The server is not available';

/** A login that gets no response at all. */
export const LOGIN_SERVER_NOT_AVAILABLE = 'Sorry - The server is not available';

/** A 401 whose refresh failed, or that kept coming back after 3 refreshes in a row. */
export const SESSION_EXPIRED = 'User session has expired';

/** The warning toast for a 401 or 403 answer to an authenticated request. */
export const NOT_AUTHORISED = 'You are not authorised to access the requested content';
