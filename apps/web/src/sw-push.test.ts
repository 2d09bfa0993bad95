// Where a tap on a push reminder goes: the reminder's page in the app, never another origin.
import { expect, test } from 'vitest';
import { appUrl } from './sw-push.ts';

const ORIGIN = 'https://app.harbourcity.test';

test('a reminder’s path is a page of the app', () => {
  expect(appUrl(ORIGIN, '/my-garage/condition/oil')).toBe(`${ORIGIN}/my-garage/condition/oil`);
  expect(appUrl(ORIGIN, '/booking?vehicleId=v1#when')).toBe(`${ORIGIN}/booking?vehicleId=v1#when`);
});

test('a path that leads off the app, or none, opens the app’s home', () => {
  for (const path of [
    '//evil.test/phish',
    'https://evil.test/',
    '/\\evil.test',
    'http://[',
    42,
    null,
  ]) {
    expect(appUrl(ORIGIN, path)).toBe(`${ORIGIN}/`);
  }
});
