import { describe, expect, it } from 'vitest';
import {
  hasRequiredProperties,
  isOdometerUpdateRequired,
  vehicleDisplayName,
  wholeKilometres,
} from './vehicle-rules.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-21T12:00:00Z');

describe('isOdometerUpdateRequired', () => {
  it('requires an update when the odometer was never set', () => {
    expect(isOdometerUpdateRequired(null, now)).toBe(true);
  });
  it.each([
    [41, false],
    [41.99, false],
    [42, true],
    [43, true],
  ])('set %f days ago -> required: %s', (days, required) => {
    expect(isOdometerUpdateRequired(new Date(now.getTime() - days * DAY), now)).toBe(required);
  });
});

describe('wholeKilometres', () => {
  it('floors readings', () => {
    expect(wholeKilometres(48210.9)).toBe(48210);
    expect(wholeKilometres(0.4)).toBe(0);
  });
});

describe('vehicleDisplayName', () => {
  const base = { nickname: null, make: 'Isuzu', model: 'D-MAX', year: 2025, rego: '482RTZ' };
  it('prefers the nickname', () => {
    expect(vehicleDisplayName({ ...base, nickname: 'Ute' })).toBe('Ute');
  });
  it('falls back to year, make and model, then the rego', () => {
    expect(vehicleDisplayName(base)).toBe('2025 Isuzu D-MAX');
    expect(vehicleDisplayName({ ...base, make: null, model: null, year: null })).toBe('482RTZ');
  });
});

describe('hasRequiredProperties', () => {
  it('needs make, model and rego', () => {
    const full = { nickname: null, make: 'Kia', model: 'Sportage', year: null, rego: 'DF19KA' };
    expect(hasRequiredProperties(full)).toBe(true);
    expect(hasRequiredProperties({ ...full, rego: null })).toBe(false);
    expect(hasRequiredProperties({ ...full, make: '' })).toBe(false);
  });
});
