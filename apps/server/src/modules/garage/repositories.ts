// The garage's write calls change conditions and the schedule together, in one transaction:
// both repositories over the same database or transaction.
import type { Database } from '../../db/client.ts';
import {
  type ConditionRepository,
  createConditionRepository,
} from './conditions/condition-repository.ts';
import {
  createScheduleRepository,
  type ScheduleRepository,
} from './schedule/schedule-repository.ts';

export type GarageRepositories = { conditions: ConditionRepository; schedules: ScheduleRepository };

export function createGarageRepositories(db: Database): GarageRepositories {
  return { conditions: createConditionRepository(db), schedules: createScheduleRepository(db) };
}
