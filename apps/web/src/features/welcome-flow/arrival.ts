// How the customer came to the welcome flow. One who opened the link of their dealership's
// welcome text needs no search: staff activated that car for them, and the link's sign-in has
// made it their active vehicle. The mark rides in the history entry, so a reload keeps it.

/** The navigation state the welcome link's page hands on to the welcome flow. */
export const ARRIVED_BY_LINK = { arrivedByLink: true } as const;

/** Whether the history entry says the customer came by the dealership's link. */
export function arrivedByLink(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'arrivedByLink' in state
    ? state.arrivedByLink === true
    : false;
}
