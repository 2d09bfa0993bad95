// What a condition's care-plan item page offers (spec part 2 section 4, "Reminder
// configuration by type", and section 2's guide pages), decided from the condition alone.
import { formatPhoneNumber } from '../format/phone-display.ts';
import { CallToActionType, ConditionType, ConfigurationType } from './enums.ts';

/**
 * How the owner sets the next reminder:
 * - service: the schedule's interval list;
 * - last-done: monthly with no data, "when was it last done?" (a past month);
 * - future-month: monthly with data, a month ahead;
 * - weekly: 1 to 12 weeks ahead;
 * - date: a calendar day;
 * - none: a recall has no schedule.
 */
export type ReminderMode = 'service' | 'last-done' | 'future-month' | 'weekly' | 'date' | 'none';

export type ReminderFacts = {
  type: ConditionType;
  configurationType: ConfigurationType | null;
  lastDate: string | null;
  nextDate: string | null;
  /** The configured interval (months, or weeks for Weekly); null when none is set. */
  value: number | null;
};

/**
 * The reminder configuration by type. A service condition follows its schedule's interval list
 * when the vehicle has one; without a schedule it is an ordinary monthly reminder. "With data"
 * means a last or a next date is known (a next date derived from the odometer counts). "When
 * was it last done?" needs an interval to count the next reminder from, so a monthly condition
 * without one is asked for the next month instead.
 */
export function reminderModeOf(
  condition: ReminderFacts,
  hasServiceSchedule: boolean,
): ReminderMode {
  if (condition.type === ConditionType.Service && hasServiceSchedule) return 'service';
  switch (condition.configurationType) {
    case null:
      return 'none';
    case ConfigurationType.Weekly:
      return 'weekly';
    case ConfigurationType.Date:
      return 'date';
    case ConfigurationType.Monthly:
      return condition.lastDate === null && condition.nextDate === null && condition.value !== null
        ? 'last-done'
        : 'future-month';
  }
}

/**
 * Mark done moves the reminder on by the condition's interval (a service condition to the
 * schedule's next interval), so it needs a reminder that is set, switched on, and has an
 * interval to move by; a recall has none.
 */
export function canMarkDone(
  condition: ReminderFacts & { isDisabled: boolean; isUnconfigured: boolean },
  hasServiceSchedule: boolean,
): boolean {
  if (condition.isDisabled || condition.isUnconfigured) return false;
  const mode = reminderModeOf(condition, hasServiceSchedule);
  if (mode === 'none') return false;
  return mode === 'service' || condition.value !== null;
}

/** The guide pages of spec part 2 section 2: /my-garage/more-info/{topic}. */
export const MORE_INFO_TOPICS = [
  'battery',
  'oil',
  'recall',
  'rego',
  'service',
  'tyres',
  'wash',
] as const;
export type MoreInfoTopic = (typeof MORE_INFO_TOPICS)[number];

const TOPIC_OF: Partial<Record<ConditionType, MoreInfoTopic>> = {
  [ConditionType.Battery]: 'battery',
  [ConditionType.Recall]: 'recall',
  [ConditionType.Rego]: 'rego',
  [ConditionType.Service]: 'service',
  [ConditionType.Tyres]: 'tyres',
  [ConditionType.Wash]: 'wash',
};

/** The guide page about a condition, where one fits: brakes and wiper blades have none. */
export function moreInfoTopicOf(type: ConditionType): MoreInfoTopic | null {
  return TOPIC_OF[type] ?? null;
}

export type CallToAction =
  | { kind: 'phone'; href: string; label: string }
  | { kind: 'url'; href: string; label: string }
  | { kind: 'in-app'; to: string; label: string };

export const CALL_TO_ACTION_LABELS = {
  url: 'Visit website',
  inApp: 'View offers',
} as const;

/**
 * The condition's call to action: its configured type says what the text (labels.actionMessage)
 * is, and a text that does not have that form (a misconfiguration, or an unsafe link such as
 * `javascript:` or `//host`) is no call to action.
 */
export function callToActionOf(type: CallToActionType, text: string | null): CallToAction | null {
  const value = text?.trim() ?? '';
  switch (type) {
    case CallToActionType.MarketplaceLink:
      return value.startsWith('/') && !value.startsWith('//')
        ? { kind: 'in-app', to: value, label: CALL_TO_ACTION_LABELS.inApp }
        : null;
    case CallToActionType.Url:
      return /^https?:\/\/\S+$/i.test(value)
        ? { kind: 'url', href: value, label: CALL_TO_ACTION_LABELS.url }
        : null;
    case CallToActionType.PhoneNumber: {
      const digits = value.replace(/[\s()-]/g, '');
      return /^\+?\d{6,15}$/.test(digits)
        ? { kind: 'phone', href: `tel:${digits}`, label: `Call ${formatPhoneNumber(value)}` }
        : null;
    }
    default:
      return null;
  }
}

/** What Mark done says before the page goes back (the spec names no words). */
export function markDoneMessage(name: string): string {
  return `${name} marked as done`;
}

/** What Resolve says: the issue is fixed, so the condition is back on its schedule. */
export function resolvedMessage(name: string): string {
  return `${name} marked as resolved`;
}

/** What Dismiss says: hidden from the alerts, still open until it is resolved. */
export function dismissedMessage(name: string): string {
  return `${name} alert hidden. It stays open until it is resolved.`;
}
