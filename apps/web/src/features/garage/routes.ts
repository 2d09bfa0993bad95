import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/** My Garage and the vehicle's pages under it. */
export const garageRoutes: readonly PageRoute[] = [
  {
    path: paths.myGarage,
    meta: { name: 'MyGarage', title: 'My Garage', icon: { set: 'primary', name: 'garage' } },
    page: async () => (await import('./garage-page.tsx')).GaragePage,
    frame: 'shell',
  },
  {
    path: paths.conditionSettings,
    meta: { name: 'ConditionSettings', title: 'Condition Settings' },
    page: async () =>
      (await import('./condition-settings/condition-settings-page.tsx')).ConditionSettingsPage,
    frame: 'shell',
  },
  {
    path: paths.setOdometer,
    meta: { name: 'SetOdometer', title: 'Update Odometer' },
    page: async () => (await import('./set-odometer/set-odometer-page.tsx')).SetOdometerPage,
    frame: 'shell',
  },
  {
    path: paths.vehicleDetails,
    meta: { name: 'VehicleDetails', title: 'Vehicle Details' },
    page: async () =>
      (await import('./vehicle-details/vehicle-details-page.tsx')).VehicleDetailsPage,
    frame: 'shell',
  },
  {
    path: paths.digitalServiceLog,
    meta: { name: 'DigitalServiceLog', title: 'Digital Service Log' },
    page: async () => (await import('./service-log/service-log-page.tsx')).ServiceLogPage,
    frame: 'shell',
  },
  {
    path: paths.garageHistory,
    meta: { name: 'History', title: 'History' },
    page: async () => (await import('./history/history-page.tsx')).HistoryPage,
    frame: 'shell',
  },
  {
    path: paths.garageSettings,
    meta: { name: 'Settings', title: 'Settings' },
    page: async () => (await import('./settings/settings-page.tsx')).SettingsPage,
    frame: 'shell',
  },
  {
    path: paths.moreInfo,
    meta: { name: 'MoreInfo', title: 'More Info' },
    page: async () => (await import('./more-info/more-info-page.tsx')).MoreInfoPage,
    frame: 'shell',
  },
];
