import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { cannotDisableMessage } from '@ignite/domain/garage/condition-api';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { toast } from '@/shared/toast/toast-store.ts';
import {
  myGarageQuery,
  useActiveVehicleKey,
  useRefreshMyGarage,
} from '@/entities/vehicle/my-garage-query.ts';
import { disableCondition } from './api/disable-condition.ts';
import { enableCondition } from './api/enable-condition.ts';

/**
 * Switching a monitor on or off (spec part 2 section 4): the change is sent, and its answer
 * (every condition and the recalculated score) is shown at once by writing it into the garage
 * model, which is then read afresh. A monitor that cannot be disabled says so and stays on.
 */
export function useToggleCondition() {
  const client = useQueryClient();
  const key = useActiveVehicleKey();
  const refresh = useRefreshMyGarage();
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function toggle(condition: Condition, enable: boolean) {
    if (!enable && !condition.canBeDisabled) {
      toast.warning(cannotDisableMessage(condition.labels.name));
      return;
    }
    setPendingId(condition.conditionId);
    const change = enable ? enableCondition : disableCondition;
    const result = await change({ conditionId: condition.conditionId });
    if (result.success && key) {
      client.setQueryData<MyGarage>(myGarageQuery(key).queryKey, (garage) =>
        garage ? { ...garage, vehicle: { ...garage.vehicle, condition: result.data } } : garage,
      );
    } else if (!result.success) {
      toast.error(result.messages.join(' ') || GENERIC_ERROR_MESSAGE);
    }
    await refresh();
    setPendingId(null);
  }

  return { toggle, pendingId };
}
