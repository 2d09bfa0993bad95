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
      className="flex flex-col gap-3 rounded-3xl border border-border bg-gradient-to-br from-raised to-surface p-5"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent text-on-accent">
          <Glyph icon={CreditCard} className="text-2xl" />
        </span>
        <div className="min-w-0">
          <h2 id="card-link-promotion" className="text-lg font-bold">
            Before you get started
          </h2>
          <p className="mt-0.5 text-base text-muted">You need to link a card to earn cashback</p>
        </div>
      </div>
      <details className="group rounded-xl bg-surface/60">
        <summary className="flex min-h-11 cursor-pointer list-none items-center px-1 text-sm font-semibold text-accent [&::-webkit-details-marker]:hidden">
          Why link a card?
        </summary>
        <p className="px-1 pb-2 text-sm text-muted">
          Pay with a linked card at partner stores, online or in store, and your cashback is added
          automatically: no codes, no receipts. Linking takes under a minute, and cashback is
          approved 7 to 90 days after a purchase.
        </p>
      </details>
    </section>
  );
}
