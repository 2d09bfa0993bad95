import { describe, expect, test } from 'vitest';
import {
  CALL_TO_ACTION_LABELS,
  canMarkDone,
  callToActionOf,
  markDoneMessage,
  moreInfoTopicOf,
  reminderModeOf,
} from './care-plan-item.ts';
import {
  CallToActionType,
  ConditionType,
  ConfigurationType,
  configurationTypeOf,
} from './enums.ts';

const facts = (
  type: ConditionType,
  known: { lastDate?: string | null; nextDate?: string | null; value?: number | null } = {},
) => ({
  type,
  configurationType: configurationTypeOf(type),
  lastDate: known.lastDate ?? null,
  nextDate: known.nextDate ?? null,
  value: known.value === undefined ? 12 : known.value,
});

describe('reminder configuration by type', () => {
  test('service follows the interval list when the vehicle has a schedule', () => {
    expect(reminderModeOf(facts(ConditionType.Service), true)).toBe('service');
  });

  test('service without a schedule is an ordinary monthly reminder', () => {
    expect(reminderModeOf(facts(ConditionType.Service), false)).toBe('last-done');
    const withData = facts(ConditionType.Service, { nextDate: '2027-01-05T02:00:00.000Z' });
    expect(reminderModeOf(withData, false)).toBe('future-month');
  });

  test('monthly with no data asks when it was last done', () => {
    expect(reminderModeOf(facts(ConditionType.WiperBlades), true)).toBe('last-done');
  });

  test('monthly with no data and no interval asks for the next month instead', () => {
    const noInterval = facts(ConditionType.WiperBlades, { value: null });
    expect(reminderModeOf(noInterval, true)).toBe('future-month');
  });

  test('monthly with a last or a next date picks a future month', () => {
    const last = facts(ConditionType.Tyres, { lastDate: '2026-01-05T02:00:00.000Z' });
    const next = facts(ConditionType.Brakes, { nextDate: '2027-01-05T02:00:00.000Z' });
    expect(reminderModeOf(last, true)).toBe('future-month');
    expect(reminderModeOf(next, true)).toBe('future-month');
  });

  test('wash is weekly, rego is a date and a recall has no reminder', () => {
    expect(reminderModeOf(facts(ConditionType.Wash), true)).toBe('weekly');
    expect(reminderModeOf(facts(ConditionType.Rego), true)).toBe('date');
    expect(reminderModeOf(facts(ConditionType.Recall), true)).toBe('none');
  });

  test('the configuration type the condition carries wins over its type', () => {
    const weeklyBattery = {
      ...facts(ConditionType.Battery),
      configurationType: ConfigurationType.Weekly,
    };
    expect(reminderModeOf(weeklyBattery, true)).toBe('weekly');
  });
});

describe('mark done', () => {
  const state = { isDisabled: false, isUnconfigured: false };

  test('a set, enabled condition with an interval can be marked done', () => {
    expect(canMarkDone({ ...facts(ConditionType.Tyres), ...state }, true)).toBe(true);
    expect(canMarkDone({ ...facts(ConditionType.Wash, { value: 2 }), ...state }, true)).toBe(true);
  });

  test('service follows its schedule, interval or not', () => {
    const service = { ...facts(ConditionType.Service, { value: null }), ...state };
    expect(canMarkDone(service, true)).toBe(true);
    expect(canMarkDone(service, false)).toBe(false);
  });

  test('not when unset, switched off, without an interval, or a recall', () => {
    const tyres = facts(ConditionType.Tyres);
    expect(canMarkDone({ ...tyres, ...state, isUnconfigured: true }, true)).toBe(false);
    expect(canMarkDone({ ...tyres, ...state, isDisabled: true }, true)).toBe(false);
    expect(canMarkDone({ ...facts(ConditionType.Brakes, { value: null }), ...state }, true)).toBe(
      false,
    );
    expect(canMarkDone({ ...facts(ConditionType.Recall), ...state }, true)).toBe(false);
  });
});

describe('guide page of a condition', () => {
  test('each condition with a guide links to it; brakes and wiper blades have none', () => {
    expect(moreInfoTopicOf(ConditionType.Battery)).toBe('battery');
    expect(moreInfoTopicOf(ConditionType.Recall)).toBe('recall');
    expect(moreInfoTopicOf(ConditionType.Rego)).toBe('rego');
    expect(moreInfoTopicOf(ConditionType.Service)).toBe('service');
    expect(moreInfoTopicOf(ConditionType.Tyres)).toBe('tyres');
    expect(moreInfoTopicOf(ConditionType.Wash)).toBe('wash');
    expect(moreInfoTopicOf(ConditionType.Brakes)).toBeNull();
    expect(moreInfoTopicOf(ConditionType.WiperBlades)).toBeNull();
  });
});

describe('call to action', () => {
  const { PhoneNumber, Url, MarketplaceLink, NotSet } = CallToActionType;

  test('a phone number is a call, shown in the display format', () => {
    expect(callToActionOf(PhoneNumber, '0296301050')).toEqual({
      kind: 'phone',
      href: 'tel:0296301050',
      label: 'Call (02) 9630 1050',
    });
    expect(callToActionOf(PhoneNumber, '1300 123 456')).toEqual({
      kind: 'phone',
      href: 'tel:1300123456',
      label: 'Call 1300 12 34 56',
    });
  });

  test('a web address opens the site', () => {
    const link = 'https://www.service.nsw.gov.au/transaction/renew-vehicle-registration';
    expect(callToActionOf(Url, link)).toEqual({
      kind: 'url',
      href: link,
      label: CALL_TO_ACTION_LABELS.url,
    });
  });

  test('a marketplace link goes to a page inside the app', () => {
    expect(callToActionOf(MarketplaceLink, '/my-marketplace?category=tyres')).toEqual({
      kind: 'in-app',
      to: '/my-marketplace?category=tyres',
      label: CALL_TO_ACTION_LABELS.inApp,
    });
  });

  test('the type decides: a text of another form is no call to action', () => {
    expect(callToActionOf(Url, '0296301050')).toBeNull();
    expect(callToActionOf(PhoneNumber, 'https://example.com.au')).toBeNull();
    expect(callToActionOf(MarketplaceLink, 'https://example.com.au')).toBeNull();
    expect(callToActionOf(NotSet, '0296301050')).toBeNull();
  });

  test('nothing, short numbers, other schemes and protocol-relative links are refused', () => {
    expect(callToActionOf(PhoneNumber, null)).toBeNull();
    expect(callToActionOf(PhoneNumber, '')).toBeNull();
    expect(callToActionOf(PhoneNumber, '12345')).toBeNull();
    expect(callToActionOf(Url, 'javascript:alert(1)')).toBeNull();
    expect(callToActionOf(MarketplaceLink, '//evil.example/path')).toBeNull();
  });
});

test('mark done names the condition', () => {
  expect(markDoneMessage('Wiper Blades')).toBe('Wiper Blades marked as done');
});
