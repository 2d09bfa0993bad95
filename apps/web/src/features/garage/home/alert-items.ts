import { alertAnchor } from '@ignite/domain/garage/condition-labels';
import type { Condition } from '@ignite/domain/garage/condition-schema';

export type AlertItem = { condition: Condition; anchor: 'critical' | 'due' };

/**
 * What the alert banner links to: every shown condition that is critical (overdue ones among
 * them) or due, the critical ones first, each group in the order the list shows them. Empty
 * means no banner.
 */
export function alertItems(conditions: readonly Condition[]): AlertItem[] {
  const items = conditions.flatMap((condition) => {
    const anchor = condition.isVisible ? alertAnchor(condition) : null;
    return anchor ? [{ condition, anchor }] : [];
  });
  return [
    ...items.filter((item) => item.anchor === 'critical'),
    ...items.filter((item) => item.anchor === 'due'),
  ];
}
