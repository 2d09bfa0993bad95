import { useParams, useSearchParams } from 'react-router';
import { CONDITION_ITEM_TYPE, conditionTypeFromSlug } from '@ignite/domain/garage/condition-slugs';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { ConditionItem } from './condition-item.tsx';

/**
 * /my-garage/care-plan/item/{itemType}/{conditionType?}: a condition monitor's page
 * (itemType 'condition', the condition by slug). Care-plan products come later, so any other
 * item type, an unknown slug or a condition the app does not offer is not found.
 */
export function CarePlanItemPage() {
  const { itemType, conditionType } = useParams();
  const [query] = useSearchParams();
  const type = itemType === CONDITION_ITEM_TYPE ? conditionTypeFromSlug(conditionType) : null;
  if (type === null) return <NotFound />;
  return (
    <GarageModelGate>
      {({ vehicle, serviceSchedule }) => {
        const condition = vehicle.condition?.conditions.find((c) => c.type === type && c.isVisible);
        return condition ? (
          <>
            <PageTitle title={condition.labels.name} />
            <ConditionItem
              // A new condition starts the page afresh, choices and dialogs included.
              key={condition.conditionId}
              condition={condition}
              schedule={serviceSchedule}
              manage={query.get('manage') === 'true'}
            />
          </>
        ) : (
          <NotFound />
        );
      }}
    </GarageModelGate>
  );
}
