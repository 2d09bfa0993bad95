import { alertAnchor, type LabelledCondition } from '@ignite/domain/garage/condition-labels';
import { conditionSlug } from '@ignite/domain/garage/condition-slugs';

/**
 * The id of a condition's tile. Overdue and critical tiles are anchored as critical, due ones
 * as due (spec part 2 section 4), so the id says which, and the slug keeps it unique: the
 * alert banner links to 'critical-battery', 'due-service'. Other tiles are 'condition-wash'.
 */
export function conditionTileId(condition: LabelledCondition): string {
  return `${alertAnchor(condition) ?? 'condition'}-${conditionSlug(condition.type)}`;
}
