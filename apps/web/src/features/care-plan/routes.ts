import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/**
 * The care plan's pages (spec part 2 section 2): the plan and its products, a care-plan item
 * (a condition monitor or a work order), PROTECT's activation, the home dealership and the
 * concierge with its help pages. Each page's code loads with it.
 */
export const carePlanRoutes: readonly PageRoute[] = [
  {
    path: paths.carePlan,
    meta: { name: 'CarePlan', title: 'Care Plan' },
    page: async () => (await import('./plan/care-plan-page.tsx')).CarePlanPage,
    frame: 'shell',
  },
  {
    path: paths.rewardsProduct,
    meta: { name: 'RewardsProduct', title: 'Rewards' },
    page: async () => (await import('./products/rewards-page.tsx')).RewardsPage,
    frame: 'shell',
  },
  {
    path: paths.protectProduct,
    meta: { name: 'ProtectProduct', title: 'PROTECT' },
    page: async () => (await import('./products/protect-page.tsx')).ProtectPage,
    frame: 'shell',
  },
  {
    path: paths.carePlanItem,
    meta: { name: 'CarePlanItem', title: 'Care Plan' },
    page: async () => (await import('./item/care-plan-item-page.tsx')).CarePlanItemPage,
    frame: 'shell',
  },
  {
    path: paths.theftRecovery,
    meta: { name: 'TheftRecovery', title: 'Theft Recovery' },
    page: async () => (await import('./theft/theft-recovery-page.tsx')).TheftRecoveryPage,
    frame: 'shell',
  },
  {
    path: paths.guaranteedFutureValue,
    meta: { name: 'GuaranteedFutureValue', title: 'Guaranteed Future Value' },
    page: async () => (await import('./products/cover-page.tsx')).GuaranteePage,
    frame: 'shell',
  },
  {
    path: paths.mechanicalProtection,
    meta: { name: 'MechanicalProtection', title: 'Mechanical Protection' },
    page: async () => (await import('./products/cover-page.tsx')).MechanicalProtectionPage,
    frame: 'shell',
  },
  {
    path: paths.acknowledgeProtect,
    meta: { name: 'AcknowledgeProtect', title: 'PROTECT' },
    page: async () =>
      (await import('./acknowledge/acknowledge-protect-page.tsx')).AcknowledgeProtectPage,
    frame: 'shell',
  },
  {
    path: paths.dealership,
    meta: { name: 'Dealership', title: 'Dealership' },
    page: async () => (await import('./dealership/dealership-page.tsx')).DealershipPage,
    frame: 'shell',
  },
  {
    path: paths.dealershipChange,
    meta: { name: 'DealershipChange', title: 'Dealership' },
    page: async () =>
      (await import('./dealership/change-dealership-page.tsx')).ChangeDealershipPage,
    frame: 'shell',
  },
  {
    path: paths.concierge,
    meta: { name: 'Concierge', title: 'Concierge' },
    page: async () => (await import('./concierge/concierge-page.tsx')).ConciergePage,
    frame: 'shell',
  },
  {
    path: paths.conciergeHelp,
    meta: { name: 'ConciergeHelp', title: 'Concierge' },
    page: async () => (await import('./concierge/help-page.tsx')).ConciergeHelpPage,
    frame: 'shell',
  },
];
