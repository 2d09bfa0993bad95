import { demoCarePlanSwitch } from '@ignite/domain/contract/platform';
import { myGarage } from '@ignite/domain/contract/garage';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { SwitchRow } from '@/shared/ui/switch.tsx';

/**
 * The care-plan demo switch (spec part 1's demo switches): shows or hides this vehicle's care
 * plan on the server, so a demo can show the generic variant and back. A vehicle without a
 * plan has nothing to show.
 */
export function DemoCarePlanSwitch() {
  const garage = useMyGarage();
  const flip = useApiMutation(demoCarePlanSwitch, { invalidates: [myGarage] });
  const vehicle = garage.data?.vehicle;
  const hasPlan = garage.data?.carePlan != null;
  return (
    <SwitchRow
      className="py-2"
      label="Care plan"
      hint={
        hasPlan
          ? 'Show this vehicle’s care plan. Off shows the generic variant.'
          : 'This vehicle has no care plan: Unlock Rewards gives it one.'
      }
      checked={hasPlan && (vehicle?.isCarePlanEnabled ?? false)}
      disabled={!vehicle || !hasPlan || flip.busy}
      onCheckedChange={(on) => {
        if (vehicle) void flip.run({ body: { vehicleId: vehicle.vehicleId, enabled: on } });
      }}
    />
  );
}
