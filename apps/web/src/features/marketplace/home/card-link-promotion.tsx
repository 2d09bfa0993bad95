import { CreditCard } from 'lucide-react';
import type { LinkedCard } from '@ignite/domain/cashback/cashback-api';
import { showsLinkCardPrompt } from '@ignite/domain/cashback/link-card-prompt';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { useCashbackProfile } from '@/entities/cashback/cashback-profile-query.ts';

/** The promotion for the signed-in owner, from their cashback profile's linked cards. */
export function OwnersCardLinkPromotion() {
  const profile = useCashbackProfile();
  return <CardLinkPromotion linkedCards={profile.data?.linkedCards ?? null} />;
}

/**
 * Spec part 3 section 2, home section 1: shown only when the user has no linked cards (none
 * that still works: an expired card earns nothing), not dismissible, with a 'why link' call to
 * action. `linkedCards` is null until the profile is known (or for staff, who have none): an
 * owner is not told to link a card they may well have.
 */
export function CardLinkPromotion({
  linkedCards,
}: {
  linkedCards: readonly Pick<LinkedCard, 'hasExpired'>[] | null;
}) {
  if (linkedCards === null || !showsLinkCardPrompt(linkedCards)) return null;
  return (
    <section
      aria-labelledby="card-link-promotion"
      className="rounded-2xl border border-border bg-gradient-to-br from-raised to-surface p-4"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-on-accent">
          <Glyph icon={CreditCard} className="text-xl" />
        </span>
        <div className="min-w-0">
          <h2 id="card-link-promotion" className="text-base font-bold">
            Before you get started
          </h2>
          <p className="text-sm text-muted">You need to link a card to earn cashback</p>
        </div>
      </div>
      <details className="mt-1 pl-13">
        <summary className="inline-flex min-h-11 cursor-pointer list-none items-center text-sm font-semibold text-accent [&::-webkit-details-marker]:hidden">
          Why link a card?
        </summary>
        <p className="pb-1 text-sm text-muted">
          Pay with a linked card at partner stores, online or in store, and your cashback is added
          automatically: no codes, no receipts. Linking takes under a minute, and cashback is
          approved 7 to 90 days after a purchase.
        </p>
      </details>
    </section>
  );
}
