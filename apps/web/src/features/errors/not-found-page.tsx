import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/** Spec part 3 section 2, error pages: not found. */
export function NotFoundPage() {
  return (
    <StatusScreen
      art={<p className="text-8xl font-black tracking-tighter">404</p>}
      heading="Not Found"
      actions={<ButtonLink to={paths.myGarage}>Go to My Garage</ButtonLink>}
    >
      <p>We looked everywhere, but there is no page at this address.</p>
    </StatusScreen>
  );
}
