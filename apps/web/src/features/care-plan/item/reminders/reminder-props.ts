import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { Choice } from '../use-confirmed-choice.tsx';

/** What each reminder configuration gets: the condition, and the way to ask before saving. */
export type ReminderProps = {
  condition: Condition;
  ask: (choice: Choice) => void;
};
