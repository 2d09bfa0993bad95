import { ShieldCheck } from 'lucide-react';
import { paths } from '@/shared/routes.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/**
 * Spec part 3 sections 2 and 6: where a dealer-mode account lands on a
 * consumer-only tab (the marketplace, the safety centre).
 */
export function DealerModeUnauthorizedPage() {
  return (
    <StatusScreen
      art={<Glyph icon={ShieldCheck} className="text-6xl" />}
      heading="Not available in dealer mode"
      actions={<ButtonLink to={paths.myGarage}>Go to My Garage</ButtonLink>}
    >
      <p>A dealer-mode account has no access to this tab.</p>
      <p>Please use the My Garage tab instead.</p>
    </StatusScreen>
  );
}
