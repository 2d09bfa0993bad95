import { Link } from 'react-router';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { useBrandName } from '@/shared/settings/use-brand-name.ts';
import { useCashbackProfile } from './cashback-profile-query.ts';
import { formatDollars } from './money-text.ts';

/**
 * Spec part 3 section 2: the garage's cashback summary, the available dollars, linking to the
 * profile. The amount's place is held while it loads, so the garage below does not move.
 */
export function CashbackSummaryTile() {
  const profile = useCashbackProfile();
  const brandName = useBrandName();
  if (!profile.keys) return null;
  const { data } = profile;
  return (
    <Link
      to={paths.cashback}
      className="flex min-h-16 items-center gap-3 rounded-2xl border border-border bg-surface p-3 hover:border-muted"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-accent">
        <Icon name="wallet" size="text-2xl" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{brandName} cashback</span>
        <span className="block text-sm text-muted">
          {data ? (
            <>
              <span className="font-semibold text-text tabular-nums">
                {formatDollars(data.availableAmount)}
              </span>{' '}
              available
            </>
          ) : profile.isError ? (
            'See your cashback and linked cards'
          ) : (
            <span
              aria-hidden="true"
              className="inline-block h-4 w-24 animate-pulse rounded bg-raised align-middle"
            />
          )}
        </span>
      </span>
      <Icon name="chevronRight" size="text-xl" className="text-muted" />
    </Link>
  );
}
