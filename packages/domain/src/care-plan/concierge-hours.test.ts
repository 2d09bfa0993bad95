import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { conciergeHoursText, DEFAULT_CONCIERGE_HOURS, isConciergeOpen } from './concierge-hours.ts';

const SYDNEY = 'Australia/Sydney';

// The test's own clock is in another zone, so a rule that read the machine's zone would fail.
beforeEach(() => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

test('the test clock really is in Los Angeles', () => {
  expect(new Date('2026-11-25T06:00:00Z').getHours()).toBe(22);
});

describe('concierge hours in Sydney time', () => {
  // Wednesday 25 November 2026 is in daylight saving (AEDT, UTC+11).
  test.each([
    ['08:59', '2026-11-24T21:59:00Z', false],
    ['09:00', '2026-11-24T22:00:00Z', true],
    ['16:59', '2026-11-25T05:59:00Z', true],
    ['17:00', '2026-11-25T06:00:00Z', false],
  ])('a weekday at %s is %s', (_time, instant, open) => {
    expect(isConciergeOpen(new Date(instant), SYDNEY)).toBe(open);
  });

  test('in winter (AEST, UTC+10) the same wall-clock hours hold', () => {
    expect(isConciergeOpen(new Date('2026-06-09T22:59:00Z'), SYDNEY)).toBe(false); // 08:59
    expect(isConciergeOpen(new Date('2026-06-09T23:00:00Z'), SYDNEY)).toBe(true); // 09:00
    expect(isConciergeOpen(new Date('2026-06-10T06:59:00Z'), SYDNEY)).toBe(true); // 16:59
    expect(isConciergeOpen(new Date('2026-06-10T07:00:00Z'), SYDNEY)).toBe(false); // 17:00
  });

  test('closed all Saturday and all Sunday, mid-morning included', () => {
    expect(isConciergeOpen(new Date('2026-11-28T00:00:00Z'), SYDNEY)).toBe(false); // Sat 11:00
    expect(isConciergeOpen(new Date('2026-11-29T00:00:00Z'), SYDNEY)).toBe(false); // Sun 11:00
  });

  test('Monday morning in Sydney is still Sunday afternoon in UTC, and open', () => {
    expect(isConciergeOpen(new Date('2026-11-29T23:30:00Z'), SYDNEY)).toBe(true); // Mon 10:30
  });
});

describe('the hours as shown', () => {
  test('the default hours are written in AEST, which is right in Sydney’s winter', () => {
    expect(DEFAULT_CONCIERGE_HOURS).toBe('Monday to Friday, 9:00am to 5:00pm AEST');
    expect(
      conciergeHoursText(DEFAULT_CONCIERGE_HOURS, new Date('2026-06-10T00:00:00Z'), SYDNEY),
    ).toBe('Monday to Friday, 9:00am to 5:00pm AEST');
  });

  test('in Sydney’s summer they say AEDT, from October’s change to April’s', () => {
    const at = (instant: string) =>
      conciergeHoursText(DEFAULT_CONCIERGE_HOURS, new Date(instant), SYDNEY);
    expect(at('2026-10-03T15:59:59Z')).toBe('Monday to Friday, 9:00am to 5:00pm AEST');
    expect(at('2026-10-03T16:00:00Z')).toBe('Monday to Friday, 9:00am to 5:00pm AEDT');
    expect(at('2026-12-09T00:00:00Z')).toBe('Monday to Friday, 9:00am to 5:00pm AEDT');
    expect(at('2027-04-03T15:59:59Z')).toBe('Monday to Friday, 9:00am to 5:00pm AEDT');
    expect(at('2027-04-03T16:00:00Z')).toBe('Monday to Friday, 9:00am to 5:00pm AEST');
  });

  test('Brisbane stays AEST in December', () => {
    expect(
      conciergeHoursText(
        DEFAULT_CONCIERGE_HOURS,
        new Date('2026-12-09T00:00:00Z'),
        'Australia/Brisbane',
      ),
    ).toBe('Monday to Friday, 9:00am to 5:00pm AEST');
  });

  test('hours a dealership wrote itself are shown as written', () => {
    const own = 'Weekdays 8:30am to 6:00pm, Saturday mornings';
    expect(conciergeHoursText(own, new Date('2026-12-09T00:00:00Z'), SYDNEY)).toBe(own);
  });
});
