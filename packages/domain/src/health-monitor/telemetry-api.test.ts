import { expect, test } from 'vitest';
import { DAY_MS } from '../garage/day.ts';
import { telemetryTimeProblem } from './telemetry-api.ts';

const now = new Date('2026-11-25T10:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

test('a device may run 5 minutes ahead of our clock, not more', () => {
  expect(telemetryTimeProblem('sentAt', at(5 * 60_000), now)).toBeNull();
  expect(telemetryTimeProblem('sentAt', at(5 * 60_000 + 1), now)).toBe('sentAt is in the future');
});

test('what a device kept while out of reach is believed for 366 days', () => {
  expect(telemetryTimeProblem('sentAt', at(-366 * DAY_MS), now)).toBeNull();
  expect(telemetryTimeProblem('sentAt', at(-366 * DAY_MS - 1), now)).toBe(
    'sentAt is more than 366 days old',
  );
});
