import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { ComingNext } from '@/shared/ui/coming-next.tsx';

// A care-plan page the garage can already lead to (a landing redirect) before its flow is
// built (issue 11): it says what is coming, so no link ends in a 404.

const backToGarage = (
  <ButtonLink to={paths.myGarage} variant="secondary" className="w-full">
    Back to My Garage
  </ButtonLink>
);

/** /my-garage/connect-health-monitor. */
export function ConnectHealthMonitorPage() {
  return (
    <ComingNext icon="roadside" heading="Connect your health monitor" action={backToGarage}>
      Pairing the health monitor from the app is on its way. Your dealership can pair it for you
      meanwhile.
    </ComingNext>
  );
}
