import { Link } from 'react-router';
import { ConciergeBell, ShieldCheck } from 'lucide-react';
import type { CarePlan } from '@ignite/domain/garage/care-plan-schema';
import type { GarageLocation } from '@ignite/domain/garage/garage-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';

/**
 * The home dealership and its care plan, when there are both: the way to the dealership, the
 * care plan and the concierge. The generic variant (no home dealership, or no care plan)
 * explains that a participating dealership is needed and offers Unlock Rewards instead.
 */
export function DealershipCard({
  dealer,
  carePlan,
}: {
  dealer: GarageLocation | null;
  carePlan: CarePlan | null;
}) {
  if (!dealer || !carePlan?.isEnabled) {
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
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <Link to={paths.dealership} className="flex items-center gap-3 rounded-xl hover:text-accent">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-accent">
          <Icon name="location" size="text-2xl" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-muted">Your dealership</span>
          <span className="block truncate font-semibold">{dealer.name}</span>
          {place ? <span className="block truncate text-sm text-muted">{place}</span> : null}
        </span>
        <Icon name="chevronRight" size="text-xl" className="text-muted" />
      </Link>
      {/* Side by side while both labels fit on one line, else one above the other. */}
      <nav aria-label="Care plan" className="flex flex-wrap gap-3">
        <ButtonLink to={paths.carePlan} variant="secondary" className="min-w-max flex-1">
          <Glyph icon={ShieldCheck} className="text-xl text-accent" />
          Care Plan
        </ButtonLink>
        <ButtonLink to={paths.concierge} variant="secondary" className="min-w-max flex-1">
          <Glyph icon={ConciergeBell} className="text-xl text-accent" />
          Concierge
        </ButtonLink>
      </nav>
    </section>
  );
}
