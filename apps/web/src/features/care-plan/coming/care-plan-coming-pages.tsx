import { PRODUCT } from '@ignite/domain/product';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { ComingNext } from '@/shared/ui/coming-next.tsx';

// Care-plan pages the garage can already lead to (Unlock Rewards, the landing redirects)
// before their flows are built: each says what is coming, so no link ends in a 404.

const backToGarage = (
  <ButtonLink to={paths.myGarage} variant="secondary" className="w-full">
    Back to My Garage
  </ButtonLink>
);

/** /my-garage/dealership and /my-garage/dealership/change. */
export function DealershipPage() {
  return (
    <ComingNext icon="rewards" heading="Choose your dealership" action={backToGarage}>
      Soon you can pick a participating dealership here, to unlock care-plan rewards, roadside help
      and the concierge.
    </ComingNext>
  );
}

/** /my-garage/acknowledge-{product}-protect. */
export function AcknowledgeProtectPage() {
  return (
    <ComingNext icon="sparkles" heading={`${PRODUCT.name} PROTECT`} action={backToGarage}>
      Activating your wear-and-tear cover from the app is on its way. Your dealership can activate
      it for you meanwhile.
    </ComingNext>
  );
}

/** /my-garage/connect-health-monitor. */
export function ConnectHealthMonitorPage() {
  return (
    <ComingNext icon="roadside" heading="Connect your health monitor" action={backToGarage}>
      Pairing the health monitor from the app is on its way. Your dealership can pair it for you
      meanwhile.
    </ComingNext>
  );
}
