import { generatePath } from 'react-router';
import { CONDITION_ITEM_TYPE, conditionSlug } from '@ignite/domain/garage/condition-slugs';
import type { ConditionType } from '@ignite/domain/garage/enums';
import { paths } from '@/shared/routes.ts';

/** A condition's care-plan item page: /my-garage/care-plan/item/condition/wiper-blades. */
export function conditionItemPath(type: ConditionType): string {
  return generatePath(paths.carePlanItem, {
    itemType: CONDITION_ITEM_TYPE,
    conditionType: conditionSlug(type),
  });
}
