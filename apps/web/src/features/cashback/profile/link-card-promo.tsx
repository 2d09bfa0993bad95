import { useState } from 'react';
import { CASHBACK_MESSAGES, type LinkedCard } from '@ignite/domain/cashback/cashback-api';
import { showsLinkCardPrompt } from '@ignite/domain/cashback/link-card-prompt';
import { z } from 'zod/mini';
import { CreditCard, X } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { readStored, storageKeys, writeStored } from '@/shared/session/storage.ts';
import { buttonClass } from '@/shared/ui/button.tsx';

function wasDismissed(): boolean {
  return readStored(storageKeys.dismissLinkedCardPromo, z.boolean()) === true;
}

/**
 * Spec part 3 section 2: the link-card promotion. Dismissed, it leaves a slim banner with the
 * same action, and stays dismissed on this device (local storage, dismissLinkedCardPromo).
 * `linkHref` is the provider's page (a full page load, as leaving for another site is); null
 * when the app has no card-link provider, and then the promotion says so plainly. Shown only
 * to an owner without a usable (unexpired) linked card: one who has one has nothing to do.
 */
export function LinkCardPromo({
  linkHref,
  linkedCards,
}: {
  linkHref: string | null;
  linkedCards: readonly Pick<LinkedCard, 'hasExpired'>[];
}) {
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (!showsLinkCardPrompt(linkedCards)) return null;

  if (linkHref === null) {
    return (
      <aside
        aria-label="Link a card"
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2"
      >
        <Glyph icon={CreditCard} className="text-xl text-muted" />
        <p className="min-w-0 flex-1 text-sm">{CASHBACK_MESSAGES.noCardLinking}</p>
      </aside>
    );
  }

  if (dismissed) {
    return (
      <aside
        aria-label="Link a card"
        className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-2"
      >
        <Glyph icon={CreditCard} className="text-xl text-accent" />
        <p className="min-w-0 flex-1 text-sm">Link a card to earn cashback</p>
        <a
          href={linkHref}
          className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          Link card
        </a>
      </aside>
    );
  }

  return (
    <aside
      aria-labelledby="link-card-promo"
      className="relative rounded-3xl border border-border bg-gradient-to-br from-raised to-surface p-5"
    >
      <button
        type="button"
        aria-label="Dismiss the link-card banner"
        onClick={() => {
          writeStored(storageKeys.dismissLinkedCardPromo, true);
          setDismissed(true);
        }}
        className="absolute top-2 right-2 grid size-11 place-items-center rounded-full text-muted hover:bg-raised hover:text-text"
      >
        <Glyph icon={X} className="text-xl" />
      </button>
      <span className="grid size-11 place-items-center rounded-xl bg-accent text-on-accent">
        <Glyph icon={CreditCard} className="text-2xl" />
      </span>
      <h2 id="link-card-promo" className="mt-3 pr-8 text-lg font-bold">
        Earn cashback every time you shop
      </h2>
      <p className="mt-1 text-sm text-muted">
        Link your card in under a minute. Pay with it at partner stores, in store or online, and
        your cashback is added automatically.
      </p>
      <a href={linkHref} className={`${buttonClass('primary')} mt-4 w-full`}>
        Link a card
      </a>
    </aside>
  );
}
