// Its own module: the sign-in page's save button needs the look without the Button component.

/**
 * A disabled button is a flat, quiet outline with readable text (4.5:1 like any text): never
 * a faded accent, which reads as broken rather than unavailable.
 */
export const DISABLED_BUTTON =
  'disabled:cursor-not-allowed disabled:border disabled:border-border disabled:bg-raised disabled:text-muted disabled:shadow-none disabled:brightness-100';
