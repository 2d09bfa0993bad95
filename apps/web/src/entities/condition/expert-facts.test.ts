import { describe, expect, test } from 'vitest';
import { ConditionType, ConfigurationType } from '@ignite/domain/garage/enums';
import { expertFacts, intervalText, scorePercent } from './expert-facts.ts';
import { conditionFixture } from '@test/condition-fixture.ts';

describe('intervalText', () => {
  test('km and months for a monthly condition', () => {
    expect(intervalText(conditionFixture())).toBe('15,000 km / 12 months');
  });

  test('weeks for a weekly one, in the singular for one', () => {
    const wash = conditionFixture({
      type: ConditionType.Wash,
      configurationType: ConfigurationType.Weekly,
      averageOdometerInterval: null,
      value: 2,
    });
    expect(intervalText(wash)).toBe('2 weeks');
    expect(intervalText({ ...wash, value: 1 })).toBe('1 week');
  });

  test('a date-based condition counts months; a one-sided interval shows its one side', () => {
    const rego = conditionFixture({
      type: ConditionType.Rego,
      configurationType: ConfigurationType.Date,
      averageOdometerInterval: null,
      value: 1,
    });
    expect(intervalText(rego)).toBe('1 month');
    expect(intervalText(conditionFixture({ value: null }))).toBe('15,000 km');
  });

  test('nothing configured (and a recall, which has no schedule) has no interval', () => {
    expect(intervalText(conditionFixture({ averageOdometerInterval: null, value: null }))).toBe(
      null,
    );
    const recall = conditionFixture({ configurationType: null, averageOdometerInterval: null });
    expect(intervalText(recall)).toBeNull();
  });
});

describe('scorePercent', () => {
  test('rounds to a whole percentage, 0 to 100', () => {
    expect(scorePercent(0)).toBe('0%');
    expect(scorePercent(0.184)).toBe('18%');
    expect(scorePercent(0.185)).toBe('19%');
    expect(scorePercent(1)).toBe('100%');
  });
});

describe('expertFacts', () => {
  test('a configured condition shows all four facts', () => {
    expect(expertFacts(conditionFixture())).toEqual([
      { label: 'Interval', value: '15,000 km / 12 months', wide: true },
      { label: 'Next odometer', value: '60,000 km' },
      { label: 'Next date', value: '10-Nov-2026' },
      { label: 'Score', value: '53%' },
    ]);
  });

  test('an unset condition shows only its score', () => {
    const unset = conditionFixture({
      averageOdometerInterval: null,
      value: null,
      nextOdometer: null,
      nextDate: null,
      score: 0,
    });
    expect(expertFacts(unset)).toEqual([{ label: 'Score', value: '0%' }]);
  });
});
