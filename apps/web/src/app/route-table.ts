import type { ComponentType } from 'react';
import { paths } from '../shared/routes.ts';
import type { RouteMeta } from './route-meta.ts';

export type PageRoute = {
  path: string;
  meta: RouteMeta;
  /** Loaded on demand, so a screen downloads only its own code. */
  page: () => Promise<ComponentType>;
  /** 'shell' pages sit in the header-and-footer layout; 'bare' ones stand alone. */
  frame: 'shell' | 'bare';
};

export const pageRoutes: readonly PageRoute[] = [
  {
    path: paths.login,
    meta: { name: 'Login', title: 'Sign in', allowAnonymous: true },
    page: async () => (await import('../features/auth/login-page.tsx')).LoginPage,
    frame: 'bare',
  },
  {
    path: paths.myGarage,
    meta: { name: 'MyGarage', title: 'My Garage', icon: { set: 'primary', name: 'garage' } },
    page: async () => (await import('../features/garage/garage-page.tsx')).GaragePage,
    frame: 'shell',
  },
  {
    path: paths.myMarketplace,
    meta: {
      name: 'MyMarketplace',
      title: 'Marketplace',
      icon: { set: 'primary', name: 'marketplace' },
    },
    page: async () =>
      (await import('../features/marketplace/marketplace-page.tsx')).MarketplacePage,
    frame: 'shell',
  },
  {
    path: paths.safety,
    meta: { name: 'Safety', title: 'Safety Center', icon: { set: 'primary', name: 'safety' } },
    page: async () => (await import('../features/safety/safety-page.tsx')).SafetyPage,
    frame: 'shell',
  },
  {
    path: paths.debug,
    meta: {
      name: 'Debug',
      title: 'Colour Palette',
      icon: { set: 'special', name: 'palette' },
      subPages: [paths.debug, paths.debugForms],
    },
    page: async () => (await import('../features/debug/palette-page.tsx')).PalettePage,
    frame: 'shell',
  },
  {
    path: paths.debugForms,
    meta: {
      name: 'DebugForms',
      title: 'Form Gallery',
      icon: { set: 'special', name: 'forms' },
      permissions: { any: ['debug', 'demo'] },
    },
    page: async () =>
      (await import('../features/form-gallery/form-gallery-page.tsx')).FormGalleryPage,
    frame: 'shell',
  },
  {
    path: paths.vehicleSetupIncomplete,
    meta: { name: 'VehicleSetupIncomplete', title: 'Vehicle Setup', allowAnonymous: true },
    page: async () =>
      (await import('../features/errors/vehicle-setup-incomplete-page.tsx'))
        .VehicleSetupIncompletePage,
    frame: 'bare',
  },
  {
    path: paths.error,
    meta: { name: 'Error', title: 'Oh No!', allowAnonymous: true },
    page: async () =>
      (await import('../features/errors/general-failure-page.tsx')).GeneralFailurePage,
    frame: 'bare',
  },
  {
    path: '*',
    meta: { name: 'NotFound', title: 'Not Found', allowAnonymous: true },
    page: async () => (await import('../features/errors/not-found-page.tsx')).NotFoundPage,
    frame: 'bare',
  },
];

/** The metadata of the route at `path`, for sub-navigation labels. */
export function metaOf(path: string): RouteMeta | undefined {
  return pageRoutes.find((route) => route.path === path)?.meta;
}
