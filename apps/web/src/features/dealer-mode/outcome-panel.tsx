import { CircleCheck, Info } from 'lucide-react';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { writtenMobile } from '@ignite/domain/validation/mobile';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { VehicleSummary } from './vehicle-summary.tsx';
import { WelcomeResend } from './welcome-resend.tsx';

/**
 * The confirmation after an activation, or the notice for a vehicle already activated (spec
 * part 3 sections 2 and 4), each with the welcome text's resend and Close back to the search.
 */
export function OutcomePanel({
  vehicle,
  justActivated,
  onClose,
}: {
  vehicle: DealerVehicle;
  justActivated: boolean;
  onClose: () => void;
}) {
  const to = vehicle.mobile ? writtenMobile(vehicle.mobile) : null;
  return (
    <section
      aria-labelledby="dealer-outcome"
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id="dealer-outcome" className="flex items-center gap-2 text-xl font-bold">
        <Glyph
          icon={justActivated ? CircleCheck : Info}
          className={`text-2xl ${justActivated ? 'text-success' : 'text-accent'}`}
        />
        {justActivated ? 'Vehicle activated' : 'Already activated'}
      </h2>
      <VehicleSummary vehicle={vehicle} />
      <p className="text-base wrap-anywhere text-muted">
        {justActivated
          ? `The welcome text is on its way${to ? ` to ${to}` : ''}. Its link opens the app for the customer to finish setting up.`
          : vehicle.isClaimed
            ? 'The customer has claimed this vehicle in the app.'
            : `This vehicle was activated, and its customer has not finished setting up yet.`}
      </p>
      <WelcomeResend vehicle={vehicle} />
      <Button onClick={onClose}>Close</Button>
    </section>
  );
}
