import type { ComponentType } from 'react';
import { paths } from '@/shared/routes.ts';
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
    page: async () => (await import('@/features/auth/login-page.tsx')).LoginPage,
    frame: 'bare',
  },
  {
    path: paths.myGarage,
    meta: { name: 'MyGarage', title: 'My Garage', icon: { set: 'primary', name: 'garage' } },
    page: async () => (await import('@/features/garage/garage-page.tsx')).GaragePage,
    frame: 'shell',
  },
  {
    path: paths.conditionSettings,
    meta: { name: 'ConditionSettings', title: 'Condition Settings' },
    page: async () =>
      (await import('@/features/garage/condition-settings/condition-settings-page.tsx'))
        .ConditionSettingsPage,
    frame: 'shell',
  },
  {
    path: paths.carePlanItem,
    meta: { name: 'CarePlanItem', title: 'Care Plan' },
    page: async () =>
      (await import('@/features/care-plan/item/care-plan-item-page.tsx')).CarePlanItemPage,
    frame: 'shell',
  },
  {
    path: paths.setOdometer,
    meta: { name: 'SetOdometer', title: 'Update Odometer' },
    page: async () =>
      (await import('@/features/garage/set-odometer/set-odometer-page.tsx')).SetOdometerPage,
    frame: 'shell',
  },
  {
    path: paths.vehicleDetails,
    meta: { name: 'VehicleDetails', title: 'Vehicle Details' },
    page: async () =>
      (await import('@/features/garage/vehicle-details/vehicle-details-page.tsx'))
        .VehicleDetailsPage,
    frame: 'shell',
  },
  {
    path: paths.digitalServiceLog,
    meta: { name: 'DigitalServiceLog', title: 'Digital Service Log' },
    page: async () =>
      (await import('@/features/garage/service-log/service-log-page.tsx')).ServiceLogPage,
    frame: 'shell',
  },
  {
    path: paths.garageHistory,
    meta: { name: 'History', title: 'History' },
    page: async () => (await import('@/features/garage/history/history-page.tsx')).HistoryPage,
    frame: 'shell',
  },
  {
    path: paths.garageSettings,
    meta: { name: 'Settings', title: 'Settings' },
    page: async () => (await import('@/features/garage/settings/settings-page.tsx')).SettingsPage,
    frame: 'shell',
  },
  {
    path: paths.moreInfo,
    meta: { name: 'MoreInfo', title: 'More Info' },
    page: async () => (await import('@/features/garage/more-info/more-info-page.tsx')).MoreInfoPage,
    frame: 'shell',
  },
  {
    path: paths.myMarketplace,
    meta: {
      name: 'MyMarketplace',
      title: 'Marketplace',
      icon: { set: 'primary', name: 'marketplace' },
    },
    page: async () => (await import('@/features/marketplace/marketplace-page.tsx')).MarketplacePage,
    frame: 'shell',
  },
  {
    path: paths.safety,
    meta: { name: 'Safety', title: 'Safety Center', icon: { set: 'primary', name: 'safety' } },
    page: async () => (await import('@/features/safety/safety-page.tsx')).SafetyPage,
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
    page: async () => (await import('@/features/debug/palette-page.tsx')).PalettePage,
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
      (await import('@/features/form-gallery/form-gallery-page.tsx')).FormGalleryPage,
    frame: 'shell',
  },
  {
    path: paths.dealerMode,
    meta: { name: 'DealerMode', title: 'Dealer Mode' },
    page: async () => (await import('@/features/dealer-mode/dealer-mode-page.tsx')).DealerModePage,
    frame: 'shell',
  },
  {
    path: paths.welcomeFlow,
    meta: { name: 'WelcomeFlow', title: 'Welcome', allowAnonymous: true },
    page: async () =>
      (await import('@/features/welcome-flow/welcome-flow-page.tsx')).WelcomeFlowPage,
    frame: 'bare',
  },
  {
    path: paths.vehicleSetupIncomplete,
    meta: { name: 'VehicleSetupIncomplete', title: 'Vehicle Setup', allowAnonymous: true },
    page: async () =>
      (await import('@/features/errors/vehicle-setup-incomplete-page.tsx'))
        .VehicleSetupIncompletePage,
    frame: 'bare',
  },
  {
    path: paths.error,
    meta: { name: 'Error', title: 'Oh No!', allowAnonymous: true },
    page: async () =>
      (await import('@/features/errors/general-failure-page.tsx')).GeneralFailurePage,
    frame: 'bare',
  },
  {
    path: '*',
    meta: { name: 'NotFound', title: 'Not Found', allowAnonymous: true },
    page: async () => (await import('@/features/errors/not-found-page.tsx')).NotFoundPage,
    frame: 'bare',
  },
];

/** The metadata of the route at `path`, for sub-navigation labels. */
export function metaOf(path: string): RouteMeta | undefined {
  return pageRoutes.find((route) => route.path === path)?.meta;
}
