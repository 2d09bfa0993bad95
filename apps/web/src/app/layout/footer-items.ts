import { paths } from '@/shared/routes.ts';

/** Spec part 1 section 2, Footer: five icons; timeline and trips both link to /. */
export const footerItems = [
  { label: 'Timeline', icon: 'timeline', to: paths.home, prefix: paths.timeline },
  { label: 'Trips', icon: 'trips', to: paths.home, prefix: paths.trips },
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
