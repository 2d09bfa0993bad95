import { useParams, useSearchParams } from 'react-router';
import type { WorkOrderType } from '@ignite/domain/garage/enums';
import {
  workOrderTypeFromSlug,
  workOrderTypeOfCondition,
} from '@ignite/domain/care-plan/work-orders';
import { CONDITION_ITEM_TYPE, conditionTypeFromSlug } from '@ignite/domain/garage/condition-slugs';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { ConditionItem } from './condition-item.tsx';
import { WorkOrderItem } from './work-order-item.tsx';

/**
 * /my-garage/care-plan/item/{itemType}/{conditionType?}: a condition monitor's page (itemType
 * 'condition', the condition by slug) or a work-order item of the care plan (itemType the
 * work order's slug, such as tyre-repair). Anything else, or an item the plan does not
 * include, is not found.
 */
export function CarePlanItemPage() {
  const { itemType, conditionType } = useParams();
  const [query] = useSearchParams();
  const workOrder = conditionType === undefined ? workOrderTypeFromSlug(itemType) : null;
  if (workOrder !== null) return <WorkOrderPage type={workOrder} />;
  const type = itemType === CONDITION_ITEM_TYPE ? conditionTypeFromSlug(conditionType) : null;
  if (type === null) return <NotFound />;
  return (
    <GarageModelGate>
      {(garage) => {
        const { vehicle, serviceSchedule } = garage;
        const condition = vehicle.condition?.conditions.find((c) => c.type === type && c.isVisible);
        const paidBy = workOrderTypeOfCondition(type);
        return condition ? (
          <>
            <PageTitle title={condition.labels.name} />
            <ConditionItem
              // A new condition starts the page afresh, choices and dialogs included.
              key={condition.conditionId}
              condition={condition}
              schedule={serviceSchedule}
              manage={query.get('manage') === 'true'}
              workOrder={paidBy ? (findWorkOrder(garage, paidBy)?.item ?? null) : null}
            />
          </>
        ) : (
          <NotFound />
        );
      }}
    </GarageModelGate>
  );
}

/** The plan's item of this type, in whichever enabled product includes it. */
function findWorkOrder(garage: MyGarage, type: WorkOrderType) {
  const plan = garage.carePlan?.isEnabled ? garage.carePlan : null;
  for (const product of [plan?.igniteRewards, plan?.igniteProtect]) {
    const item = product?.isEnabled
      ? product.workOrderConfigurations.find((w) => w.type === type)
      : undefined;
    if (product && item) return { product, item };
  }
  return null;
}

function WorkOrderPage({ type }: { type: WorkOrderType }) {
  return (
    <GarageModelGate>
      {(garage) => {
        const found = findWorkOrder(garage, type);
        if (!found) return <NotFound />;
        return (
          <>
            <PageTitle title={found.item.title} />
            <WorkOrderItem
              item={found.item}
              productTitle={found.product.title}
              phoneNumber={found.product.phoneNumber ?? garage.dealerLocation?.phone ?? null}
            />
          </>
        );
      }}
    </GarageModelGate>
  );
}
