import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { ComingNext } from '@/shared/ui/coming-next.tsx';

/**
 * /my-garage/guaranteed-future-value and /my-garage/mechanical-protection: the spec's one
 * shared placeholder screen. The product's facts are on its care-plan card.
 */
export function ComingProductPage() {
  return (
    <ComingNext
      icon="sparkles"
      heading="More about this product is coming"
      action={
        <ButtonLink to={paths.carePlan} variant="secondary" className="w-full">
          Back to Care Plan
        </ButtonLink>
      }
    >
      The details of this cover will appear here. Its contract number, term and dates are on your
      care plan, and your dealership can answer any question about it.
    </ComingNext>
  );
}
