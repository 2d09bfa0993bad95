import { CreditCard } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

/**
 * Spec part 3 section 2, home section 1: shown while the user has no linked card, not
 * dismissible, with a 'why link' call to action. The linking itself comes with the cashback
 * profile; until then the call to action explains, in place.
 */
export function CardLinkPromotion() {
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
