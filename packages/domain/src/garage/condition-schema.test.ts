import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type Condition, conditionSchema } from './condition-schema.ts';
import { testCondition } from '../../test/test-condition.ts';
import { ConditionType } from './enums.ts';

const condition: Condition = testCondition();

describe('conditionSchema', () => {
  it('accepts a condition with every field', () => {
    expect(conditionSchema.parse(condition)).toEqual(condition);
  });
  it.each([
    ['an unknown type', { type: 2 }],
    ['an unknown state', { state: 5 }],
    ['a score above 1', { score: 1.01 }],
    ['an unknown configuration type', { configurationType: 'Daily' }],
  ])('refuses %s', (_name, change) => {
    expect(conditionSchema.safeParse({ ...condition, ...change }).success).toBe(false);
  });
  it('allows no configuration type (Recall) and a work-order configuration', () => {
    const recall = {
      ...condition,
      type: ConditionType.Recall,
      configurationType: null,
      workOrderConfiguration: {
        type: 'TyreRepair',
        title: 'Tyre repair',
        product: 'Protect',
        hasAnnualClaimLimit: true,
        maximumAnnualClaimCount: 2,
        annualClaimCount: 0,
        maximumClaimCount: 6,
        claimCount: 1,
      },
    };
    expect(conditionSchema.safeParse(recall).success).toBe(true);
  });
  it('converts to JSON Schema for the OpenAPI document', () => {
    const json = z.toJSONSchema(conditionSchema) as {
      properties: Record<string, { enum?: unknown[] }>;
    };
    expect(json.properties.type?.enum).toEqual([1, 3, 4, 5, 8, 9, 10, 11]);
  });
});
