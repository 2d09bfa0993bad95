import { paths } from '@/shared/routes.ts';

/**
 * Spec part 1 section 2, Footer: five icons. The spec links timeline and trips to /, which left
 * two of five tabs dead; they open the vehicle's timeline and its trips (docs/spec-notes.md).
 */
export const footerItems = [
  { label: 'Timeline', icon: 'timeline', to: paths.timeline, prefix: paths.timeline },
  { label: 'Trips', icon: 'trips', to: paths.trips, prefix: paths.trips },
  { label: 'Garage', icon: 'garage', to: paths.myGarage, prefix: paths.myGarage },
  {
    label: 'Marketplace',
    icon: 'marketplace',
    to: paths.myMarketplace,
    prefix: paths.myMarketplace,
  },
  { label: 'Safety', icon: 'safety', to: paths.safety, prefix: paths.safety },
] as const;

/**
 * The active footer icon, by path prefix in the spec's order (/timeline first ... /safety
 * fifth); -1 when the path matches none. A prefix matches itself or a deeper path only, so
 * /my-garage-x does not light up Garage.
 */
export function activeFooterIndex(pathname: string): number {
  return footerItems.findIndex(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
