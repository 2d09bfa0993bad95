import { describe, expect, it } from 'vitest';
import { customGpsFormSchema, customGpsInitialValues } from './custom-gps.ts';

function firstErrors(values: { latitude: unknown; longitude: unknown }) {
  const found: Record<string, string> = {};
  for (const issue of customGpsFormSchema.safeParse(values).error?.issues ?? []) {
    found[String(issue.path[0])] ??= issue.message;
  }
  return found;
}

describe('customGpsFormSchema', () => {
  it('reads decimal degrees, negative for south and west', () => {
    expect(customGpsFormSchema.parse({ latitude: '-33.8688', longitude: '151.2093' })).toEqual({
      latitude: -33.8688,
      longitude: 151.2093,
    });
    expect(customGpsFormSchema.parse({ latitude: '0', longitude: '-0.5' })).toEqual({
      latitude: 0,
      longitude: -0.5,
    });
  });

  it('says which coordinate is missing', () => {
    expect(firstErrors({ latitude: '', longitude: '  ' })).toEqual({
      latitude: 'Enter a latitude',
      longitude: 'Enter a longitude',
    });
    expect(firstErrors({ latitude: undefined, longitude: null })).toEqual({
      latitude: 'Enter a latitude',
      longitude: 'Enter a longitude',
    });
  });

  it.each(['abc', '-', '1.', '.5', '1,5', '--1', '1e3', '+1'])('%s is not a number', (text) => {
    expect(firstErrors({ latitude: text, longitude: text })).toEqual({
      latitude: 'Must be a number',
      longitude: 'Must be a number',
    });
  });

  it('accepts the poles and the date line, and nothing beyond', () => {
    expect(firstErrors({ latitude: '-90', longitude: '180' })).toEqual({});
    expect(firstErrors({ latitude: '90', longitude: '-180' })).toEqual({});
    expect(firstErrors({ latitude: '90.0001', longitude: '-180.0001' })).toEqual({
      latitude: 'Must be between -90 and 90',
      longitude: 'Must be between -180 and 180',
    });
  });
});

describe('customGpsInitialValues', () => {
  it('shows the stored coordinates, or empty fields', () => {
    expect(customGpsInitialValues({ lat: -33.8148, long: 151.0017 })).toEqual({
      latitude: '-33.8148',
      longitude: '151.0017',
    });
    expect(customGpsInitialValues(null)).toEqual({ latitude: '', longitude: '' });
  });
});
