import { describe, expect, test } from 'vitest';
import {
  describeUnlistedCode,
  dtcHeading,
  dtcOrigin,
  dtcUrgency,
  systemsPresent,
} from './diagnostic-codes.ts';

test('the heading is made plural with an S when there are several', () => {
  expect(dtcHeading(1)).toBe('Diagnostic Trouble Code Detected');
  expect(dtcHeading(2)).toBe('Diagnostic Trouble CodeS Detected');
});

test('the letters present are those of the codes', () => {
  expect([...systemsPresent(['P0001', 'U3114', 'p0420'])].sort()).toEqual(['P', 'U']);
  expect(systemsPresent([]).size).toBe(0);
});

describe('origin and unlisted codes', () => {
  test.each([
    ['P0420', 'generic'],
    ['P2096', 'generic'],
    ['P1456', 'manufacturer'],
    ['P6472', 'manufacturer'],
    ['U0002', 'generic'],
    ['U3114', 'manufacturer'],
  ])('%s is %s', (code, origin) => {
    expect(dtcOrigin(code)).toBe(origin);
  });

  test('an unlisted code is explained by its letter and digits', () => {
    expect(describeUnlistedCode('P6472')).toBe(
      'A manufacturer-specific powertrain (engine, transmission, fuel; serious safety or warranty issue) code, in the auxiliary emission controls. Your dealership can read what it means for your car.',
    );
    expect(describeUnlistedCode('U3114')).toMatch(
      /^A manufacturer-specific networking and electrical/,
    );
  });
});

describe('urgency', () => {
  test.each([
    [{ code: 'C0035', category: 'chassis', mil: false }, 'now'],
    [{ code: 'B0001', category: 'body', mil: false }, 'now'],
    [{ code: 'P0300', category: 'powertrain', mil: true }, 'now'],
    [{ code: 'P0312', category: 'powertrain', mil: true }, 'now'],
    [{ code: 'P0313', category: 'powertrain', mil: true }, 'soon'],
    [{ code: 'P0420', category: 'powertrain', mil: true }, 'soon'],
    [{ code: 'P6472', category: null, mil: null }, 'soon'],
    [{ code: 'B1000', category: 'body', mil: false }, 'routine'],
  ] as const)('%o is %s', (facts, urgency) => {
    expect(dtcUrgency(facts)).toBe(urgency);
  });
});
