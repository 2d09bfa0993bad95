import { ComingNext } from '@/shared/ui/coming-next.tsx';

/** Safety Center, before its roadside and emergency help arrive. */
export function SafetyPage() {
  return (
    <ComingNext icon="safety" iconSet="primary" heading="Help when you need it">
      Roadside assistance, emergency contacts and theft recovery, all in one place.
    </ComingNext>
  );
}
