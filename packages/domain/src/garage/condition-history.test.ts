import { describe, expect, it } from 'vitest';
import {
  alertResolvedTitle,
  historyTypeOf,
  markedDoneTitle,
  serviceDoneDescription,
} from './condition-history.ts';
import { ConditionType as T } from './enums.ts';

describe('condition history items', () => {
  it('types each item by its condition type’s name', () => {
    expect(historyTypeOf(T.Service)).toBe('Service');
    expect(historyTypeOf(T.WiperBlades)).toBe('WiperBlades');
  });
  it('titles mark done and resolve by the condition’s name', () => {
    expect(markedDoneTitle('Wiper Blades')).toBe('Wiper Blades marked done');
    expect(alertResolvedTitle(T.Battery, 'Battery')).toBe('Battery issue resolved');
    expect(alertResolvedTitle(T.Recall, 'Safety Recall')).toBe('Recall resolved');
  });
  it('describes a completed service by its interval', () => {
    expect(serviceDoneDescription(60_000)).toBe('60,000 km service');
  });
});
