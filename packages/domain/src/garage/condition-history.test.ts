import { describe, expect, it } from 'vitest';
import {
  alertResolvedTitle,
  historyTypeOf,
  lastDoneTitle,
  markedDoneTitle,
  reminderSetTitle,
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
  it('titles a reminder as a reminder, and the owner’s last-done date as theirs', () => {
    const day = { year: 2026, month: 12, day: 1 };
    expect(reminderSetTitle('Brakes', day)).toBe('Brakes reminder set for 1 December 2026');
    expect(lastDoneTitle('Wiper Blades', day)).toBe('Wiper Blades last done on 1 December 2026');
  });
  it('describes a completed service by its interval', () => {
    expect(serviceDoneDescription(60_000)).toBe('60,000 km service');
  });
});
