import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';

/**
 * A care-plan item the app does not have: an unknown condition slug, a condition the app does
 * not offer, or an item type that comes later. Said inside the shell, in the not-found page's
 * words, so the owner keeps the header and footer.
 */
export function ItemNotFound() {
  return (
    <section className="flex flex-col items-start gap-4 rounded-3xl border border-border bg-surface p-6">
      <p aria-hidden="true" className="text-6xl font-black tracking-tighter text-accent">
        404
      </p>
      <h2 className="text-2xl font-bold tracking-tight">Not Found</h2>
      <p className="text-base text-muted">
        We looked everywhere, but there is no page at this address.
      </p>
      <ButtonLink to={paths.myGarage}>Go to My Garage</ButtonLink>
    </section>
  );
}
