import { ShieldOff } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { KeepTogether } from '../plan/keep-together.tsx';

/**
 * A product's page when the owner's plan does not offer it (the dealership's app leaves it
 * out, or switched it off): said plainly, with the way back, rather than a bare not-found.
 */
export function NotOffered({ product }: { product: string }) {
  return (
    <section
      aria-labelledby="not-offered-heading"
      className="flex flex-col items-center px-4 pt-10 text-center"
    >
      <PageTitle title={product} />
      <div className="grid size-24 place-items-center rounded-[2rem] border border-border bg-surface text-5xl text-muted">
        <Glyph icon={ShieldOff} className="text-5xl" />
      </div>
      <h2 id="not-offered-heading" className="mt-8 text-2xl font-bold tracking-tight">
        {product} is not part of your plan
      </h2>
      <p className="mt-3 max-w-xs text-base text-muted">
        Your dealership’s care plan for this car does not include it. Your dealership can tell you
        whether it can be added.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-2">
        <ButtonLink to={paths.carePlan}>
          <span>
            Back to <KeepTogether text="Care Plan" />
          </span>
        </ButtonLink>
        <ButtonLink to={paths.dealership} variant="secondary">
          Contact Dealer
        </ButtonLink>
      </div>
    </section>
  );
}
