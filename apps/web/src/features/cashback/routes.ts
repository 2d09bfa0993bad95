import type { PageRoute } from '@/shared/routing/page-route.ts';
import { paths } from '@/shared/routes.ts';

/**
 * The cashback profile (spec part 3 section 2): the wallet, its transactions, the bank account
 * payouts go to and the withdrawal; and the sandbox provider's card-linking page, which a real
 * provider would serve on its own site.
 */
export const cashbackRoutes: readonly PageRoute[] = [
  {
    path: paths.cashback,
    // Spec part 3 section 2: titled {product}, the app's own brand, which the page sets once
    // it knows it (useBrandName); no other name shows meanwhile.
    meta: { name: 'Cashback', title: '' },
    page: async () => (await import('./profile/cashback-profile-page.tsx')).CashbackProfilePage,
    frame: 'shell',
  },
  {
    path: paths.cashbackTransactions,
    meta: { name: 'CashbackTransactions', title: 'Transaction History' },
    page: async () => (await import('./transactions/transactions-page.tsx')).TransactionsPage,
    frame: 'shell',
  },
  {
    path: paths.manageBankAccount,
    meta: { name: 'ManageBankAccount', title: 'Bank Account' },
    page: async () =>
      (await import('./bank-account/manage-bank-account-page.tsx')).ManageBankAccountPage,
    frame: 'shell',
  },
  {
    path: paths.redeemCashback,
    meta: { name: 'RedeemCashback', title: 'Withdraw' },
    page: async () => (await import('./redeem/redeem-cashback-page.tsx')).RedeemCashbackPage,
    frame: 'shell',
  },
  {
    // Anonymous: the provider's page knows the owner by the token in its link, not a session.
    path: paths.sandboxCardLink,
    meta: { name: 'SandboxCardLink', title: 'Link a card', allowAnonymous: true },
    page: async () => (await import('./sandbox/sandbox-card-link-page.tsx')).SandboxCardLinkPage,
    frame: 'bare',
  },
];
