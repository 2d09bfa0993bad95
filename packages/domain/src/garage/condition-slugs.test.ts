import { describe, expect, test } from 'vitest';
import { conditionSlug, conditionTypeFromSlug } from './condition-slugs.ts';
import { ConditionType } from './enums.ts';

describe('condition slugs', () => {
  test('names each type in kebab case and reads it back', () => {
    expect(conditionSlug(ConditionType.WiperBlades)).toBe('wiper-blades');
    expect(conditionSlug(ConditionType.Service)).toBe('service');
    for (const type of Object.values(ConditionType)) {
      expect(conditionTypeFromSlug(conditionSlug(type))).toBe(type);
    }
  });

  test('an unknown or missing slug is no type', () => {
    expect(conditionTypeFromSlug('wiperblades')).toBeNull();
    expect(conditionTypeFromSlug('Service')).toBeNull();
    expect(conditionTypeFromSlug(undefined)).toBeNull();
  });
});
