import { ComingNext } from '@/shared/ui/coming-next.tsx';

/** Dealer mode (spec part 3), where staff land after sign-in, before its search arrives. */
export function DealerModePage() {
  return (
    <ComingNext icon="garage" iconSet="primary" heading="Dealer mode">
      Find a customer&apos;s vehicle, activate it and send the owner their welcome message.
    </ComingNext>
  );
}
