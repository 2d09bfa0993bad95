import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';

type Step = { title: string; body: string };

/**
 * Spec part 3 sections 1 and 9: linking takes under a minute (setup, with the card at hand,
 * about 2), approval 7 to 90 days; the issuers are Visa, Mastercard and Amex, and the copy
 * names eftpos, whose purchases a card-linked offer cannot see.
 */
function steps(minimum: string, isGeneric: boolean): Step[] {
  return [
    {
      title: 'Link your card',
      body: 'Link a Visa, Mastercard or Amex card. It takes under a minute, and about 2 minutes to set up your first one. At the checkout, tap or choose credit: purchases that go through eftpos (SAV or CHQ) cannot be tracked.',
    },
    {
      title: 'Shop with partners',
      body: 'Pay with your linked card at partner stores from the Marketplace, in store or online. There are no codes or receipts to keep.',
    },
    {
      title: 'Cashback is pending',
      body: 'Your cashback shows as pending straight after your purchase. It is added to your balance once the purchase is verified as not returned or changed, which takes 7 to 90 days.',
    },
    {
      title: 'Enjoy your cashback',
      body: isGeneric
        ? `Once your balance reaches ${minimum}, withdraw it to your bank account.`
        : `Once your balance reaches ${minimum}, put it toward your car's expenses, or withdraw it to your bank account.`,
    },
  ];
}

/** Spec part 3 section 2: the how-it-works accordion, in 4 steps. */
export function HowItWorks({ minimum, isGeneric }: { minimum: string; isGeneric: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        How it works
      </h2>
      <ol className="flex flex-col gap-2">
        {steps(minimum, isGeneric).map((step, index) => (
          <li key={step.title}>
            <details className="group rounded-2xl border border-border bg-surface">
              <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-raised text-sm font-bold text-accent">
                  {index + 1}
                </span>
                <span className="flex-1 font-semibold">{step.title}</span>
                <Glyph
                  icon={ChevronDown}
                  className="text-xl text-muted transition-transform group-open:rotate-180"
                />
              </summary>
              <p className="px-4 pb-4 pl-15 text-sm text-muted">{step.body}</p>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
