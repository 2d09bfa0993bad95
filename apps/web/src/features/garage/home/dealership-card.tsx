import type { GarageLocation } from '@ignite/domain/garage/garage-api';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';

/**
 * The home dealership, when there is one. The generic variant (no home dealership) explains
 * that a participating dealership is needed and offers Unlock Rewards instead.
 */
export function DealershipCard({ dealer }: { dealer: GarageLocation | null }) {
  if (!dealer) {
    return (
      <section
        aria-labelledby="unlock-rewards-heading"
        className="rounded-2xl border border-border bg-surface p-4"
      >
        <div className="flex items-start gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-accent">
            <Icon name="rewards" set="special" size="text-2xl" />
          </span>
          <div>
            <h2 id="unlock-rewards-heading" className="text-base font-semibold">
              Rewards need a participating dealership
            </h2>
            <p className="mt-1 text-sm text-muted">
              Care-plan rewards and concierge help come from the dealership you buy from or service
              with. Choose one to unlock them.
            </p>
          </div>
        </div>
        <ButtonLink to={paths.dealershipChange} className="mt-4 w-full">
          Unlock Rewards
        </ButtonLink>
      </section>
    );
  }
  const place = [dealer.city, dealer.state].filter(Boolean).join(', ');
  return (
    <section
      aria-label="Your dealership"
      className="flex items-center gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-accent">
        <Icon name="location" size="text-2xl" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted">Your dealership</p>
        <p className="truncate font-semibold">{dealer.name}</p>
        {place ? <p className="truncate text-sm text-muted">{place}</p> : null}
      </div>
    </section>
  );
}
