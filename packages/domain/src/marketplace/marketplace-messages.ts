// The marketplace's words from spec part 3 section 8, for the web and the server alike.

export const MARKETPLACE_MESSAGES = {
  /** Spec part 3 section 8: an offer that is missing (or an id that is not one). */
  offerLoadFailed: 'Unable to load offer',
  /** Ours: a category id the app does not offer. */
  unknownCategory: 'Unknown category',
} as const;
