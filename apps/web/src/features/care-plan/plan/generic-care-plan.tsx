import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';

/**
 * The generic variant (no home dealership, or no care plan): spec part 2 section 1 explains
 * that a participating dealership is needed and offers Unlock Rewards instead of the plan.
 */
export function GenericCarePlan() {
  return (
    <section className="flex flex-col items-center px-4 pt-6 text-center">
      <h2 className="text-2xl font-bold tracking-tight">Rewards need a participating dealership</h2>
      <p className="mt-3 max-w-sm text-base text-muted">
        A care plan, its rewards and concierge help come from a participating dealership: the one
        you bought your car from or service with. Enter its reward code to unlock them.
      </p>
      <ButtonLink to={paths.dealershipChange} className="mt-6 w-full max-w-xs">
        Unlock Rewards
      </ButtonLink>
    </section>
  );
}
