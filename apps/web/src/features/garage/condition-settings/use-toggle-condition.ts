import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { disableCondition, enableCondition, myGarage } from '@ignite/domain/contract/garage';
import { cannotDisableMessage } from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { myGarageQuery, useActiveVehicleKey } from '@/entities/vehicle/my-garage-query.ts';
import { saveFailureMessages } from '../offline-save.ts';

/**
 * Switching a monitor on or off (spec part 2 section 4): the change is sent, and its answer
 * (every condition and the recalculated score) is shown at once by writing it into the garage
 * model, which is then read afresh. A monitor that cannot be disabled says so and stays on.
 */
export function useToggleCondition() {
  const client = useQueryClient();
  const key = useActiveVehicleKey();
  const showAnswer = (condition: VehicleCondition) => {
    if (!key) return;
    client.setQueryData<MyGarage>(myGarageQuery(key).queryKey, (garage) =>
      garage ? { ...garage, vehicle: { ...garage.vehicle, condition } } : garage,
    );
  };
  const options = { invalidates: [myGarage], onSuccess: showAnswer };
  const enable = useApiMutation(enableCondition, options);
  const disable = useApiMutation(disableCondition, options);
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function toggle(condition: Condition, switchOn: boolean) {
    if (!switchOn && !condition.canBeDisabled) {
      toast.warning(cannotDisableMessage(condition.labels.name));
      return;
    }
    setPendingId(condition.conditionId);
    const change = switchOn ? enable : disable;
    const result = await change.run({ body: { conditionId: condition.conditionId } });
    if (!result.success)
      toast.error(saveFailureMessages(result.messages).join(' ') || GENERIC_ERROR_MESSAGE);
    setPendingId(null);
  }

  return { toggle, pendingId };
}
