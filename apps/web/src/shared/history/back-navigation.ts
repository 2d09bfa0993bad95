/**
 * The app's Back goes to the previous breadcrumb with a new history entry, so the router
 * calls it a PUSH; this state marks it as a return, for the page to open where it was left.
 */
export const BACK_NAVIGATION_STATE = { isBack: true } as const;

export function isBackNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isBack' in state && state.isBack === true;
}
