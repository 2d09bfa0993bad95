import { describe, expect, test } from 'vitest';
import {
  coordinatesText,
  formatCoordinate,
  helpMessage,
  mapsLink,
  smsHref,
} from './location-text.ts';

describe('formatCoordinate: up to 6 decimals (spec part 3 section 2)', () => {
  test.each([
    [-33.8688197, '-33.86882'],
    [151.2092957, '151.209296'],
    [-33.815, '-33.815'],
    [151, '151'],
    [0.0000004, '0'],
    [-0.0000004, '0'],
    [0.0000016, '0.000002'],
    [-179.9999999, '-180'],
    [-90, '-90'],
    [180, '180'],
    [12.3456789012, '12.345679'],
  ])('%d reads %s', (value, text) => {
    expect(formatCoordinate(value)).toBe(text);
  });

  test('never more than 6 decimals, whatever the reading', () => {
    for (const value of [1 / 3, -2 / 3, 144.96332100000001, 1e-7, -179.9999999]) {
      const decimals = formatCoordinate(value).split('.')[1] ?? '';
      expect(decimals.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('the copied text and the help message', () => {
  const sydney = { latitude: -33.8688197, longitude: 151.2092957 };

  test('Copy gives "latitude, longitude"', () => {
    expect(coordinatesText(sydney)).toBe('-33.86882, 151.209296');
  });

  test('the maps link carries the same coordinates', () => {
    expect(mapsLink(sydney)).toBe('https://maps.google.com/?q=-33.86882,151.209296');
  });

  test('the message asks for help and says where', () => {
    expect(helpMessage(sydney)).toBe(
      'I need help. My location is -33.86882, 151.209296: https://maps.google.com/?q=-33.86882,151.209296',
    );
  });

  test('the sms: link has no recipient and the message as its encoded body', () => {
    const href = smsHref(helpMessage(sydney));
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(helpMessage(sydney));
  });
});
