// The care-plan item route names a condition by a readable slug
// (/my-garage/care-plan/item/condition/wiper-blades), never by its numeric type.
import { ConditionType } from './enums.ts';

/** The item type of a condition monitor's page; other care-plan items come with the care plan. */
export const CONDITION_ITEM_TYPE = 'condition';

const SLUGS: ReadonlyMap<ConditionType, string> = new Map(
  Object.entries(ConditionType).map(([name, type]) => [
    type,
    name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase(),
  ]),
);

/** 'WiperBlades' -> 'wiper-blades'. */
export function conditionSlug(type: ConditionType): string {
  return SLUGS.get(type) ?? String(type);
}

/** The type a slug names, or null for an unknown slug (the page shows not found). */
export function conditionTypeFromSlug(slug: string | undefined): ConditionType | null {
  for (const [type, known] of SLUGS) if (known === slug) return type;
  return null;
}
