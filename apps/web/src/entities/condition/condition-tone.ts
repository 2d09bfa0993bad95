import { alertAnchor, type LabelledCondition } from '@ignite/domain/garage/condition-labels';

/** How urgent a condition looks: the colour of its state label. */
export type ConditionTone = 'critical' | 'due' | 'unset' | 'disabled' | 'healthy';

/**
 * An open recall or detected issue reads critical, dismissed or not; otherwise the same split
 * as the alert banner (critical and overdue together, then due), so a tile and the banner never
 * disagree; then a switched-off or unset monitor, then healthy.
 */
export function conditionTone(condition: LabelledCondition): ConditionTone {
  if (condition.isCritical) return 'critical';
  const anchor = alertAnchor(condition);
  if (anchor) return anchor;
  if (condition.isDisabled) return 'disabled';
  if (condition.isUnconfigured) return 'unset';
  return 'healthy';
}
