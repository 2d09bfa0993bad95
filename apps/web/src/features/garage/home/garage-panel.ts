// /my-garage shows one panel at a time, chosen by the query parameter p (spec part 2 section 2):
// the vehicle by default, or the bookings, which other pages also use as a return target.

export const GARAGE_PANELS = ['vehicle', 'bookings'] as const;
export type GaragePanel = (typeof GARAGE_PANELS)[number];

export const PANEL_PARAMETER = 'p';
const DEFAULT_PANEL: GaragePanel = 'vehicle';

/** An absent or unknown p shows the vehicle, so an old or mistyped link still lands somewhere. */
export function garagePanel(query: URLSearchParams): GaragePanel {
  const value = query.get(PANEL_PARAMETER);
  return GARAGE_PANELS.find((panel) => panel === value) ?? DEFAULT_PANEL;
}

/**
 * The search string that shows `panel` and keeps every other parameter (query parameters are
 * carried over on every route). The default panel drops p rather than spelling it out.
 */
export function panelSearch(query: URLSearchParams, panel: GaragePanel): string {
  const next = new URLSearchParams(query);
  if (panel === DEFAULT_PANEL) next.delete(PANEL_PARAMETER);
  else next.set(PANEL_PARAMETER, panel);
  const search = next.toString();
  return search ? `?${search}` : '';
}
