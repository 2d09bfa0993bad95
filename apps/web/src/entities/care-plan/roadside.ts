import type { RoadsideAssistance } from '@ignite/domain/garage/care-plan-schema';
import type { MyGarage } from '@ignite/domain/garage/garage-api';

/**
 * Spec part 3 section 6: roadside assistance shows only where the care plan enables it; the
 * care plan's help pages and the safety centre ask the same question here.
 */
export function enabledRoadside(garage: MyGarage | undefined): RoadsideAssistance | null {
  const plan = garage?.carePlan?.isEnabled ? garage.carePlan : null;
  return plan?.roadsideAssistance?.isEnabled ? plan.roadsideAssistance : null;
}
