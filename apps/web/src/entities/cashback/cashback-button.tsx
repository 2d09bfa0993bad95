import { Link } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { useCashbackProfile } from './cashback-profile-query.ts';
import { formatDollars } from './money-text.ts';

/**
 * Spec part 3 section 2, the marketplace header's Cashback button: to the profile, showing
 * the available amount. Until the amount is known a placeholder stands in (never a made-up
 * figure), and the button keeps one width either way, up to $999.99: the search and filter
 * beside it do not move when the amount arrives.
 */
export function CashbackButton() {
  const profile = useCashbackProfile();
  if (!profile.keys) return null;
  const amount = profile.data ? formatDollars(profile.data.availableAmount) : null;
  return (
    <Link
      to={paths.cashback}
      aria-label={amount ? `Cashback, ${amount} available` : 'Cashback'}
      className="inline-flex h-12 min-w-28 shrink-0 items-center justify-center gap-1.5 rounded-full border border-border bg-surface pr-4 pl-3 text-sm font-semibold text-text hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <Icon name="wallet" size="text-xl" className="text-accent" />
      {amount ? (
        <span className="tabular-nums">{amount}</span>
      ) : profile.isError ? (
        <span>Cashback</span>
      ) : (
        <span aria-hidden="true" className="h-4 w-12 animate-pulse rounded bg-raised" />
      )}
    </Link>
  );
}
