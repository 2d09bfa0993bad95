import { describe, expect, it } from 'vitest';
import { formValuesEqual, isFormUnchanged, submitBlockedMessage } from './form-readiness.ts';

describe('formValuesEqual', () => {
  it('empty strings count as undefined (and null)', () => {
    expect(formValuesEqual('', undefined)).toBe(true);
    expect(formValuesEqual(null, '')).toBe(true);
    expect(formValuesEqual('', ' ')).toBe(false);
    expect(formValuesEqual('', 0)).toBe(false);
  });
  it('compares dates and date-library objects by instant', () => {
    const date = new Date(2025, 2, 5);
    expect(formValuesEqual(date, new Date(date.getTime()))).toBe(true);
    expect(formValuesEqual(date, { toDate: () => new Date(date.getTime()) })).toBe(true);
    expect(formValuesEqual(date, new Date(2025, 2, 6))).toBe(false);
    expect(formValuesEqual(date, '2025-03-05')).toBe(false);
  });
  it('is deep over objects and arrays', () => {
    expect(formValuesEqual({ a: [1, { b: '' }] }, { a: [1, {}] })).toBe(true);
    expect(formValuesEqual({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(formValuesEqual([], {})).toBe(false);
  });
});

describe('isFormUnchanged', () => {
  const initial = { nickname: 'Ute', email: undefined, notify: false };
  it('a cleared optional field that was undefined is unchanged', () => {
    expect(isFormUnchanged({ nickname: 'Ute', email: '', notify: false }, initial)).toBe(true);
  });
  it('any real edit is a change', () => {
    expect(isFormUnchanged({ nickname: 'Ute ', email: '', notify: false }, initial)).toBe(false);
    expect(isFormUnchanged({ nickname: 'Ute', email: '', notify: true }, initial)).toBe(false);
  });
});

describe('submitBlockedMessage', () => {
  const initialValues = { nickname: 'Ute' };
  it("blocks an invalid form with 'Form not ready'", () => {
    expect(submitBlockedMessage({ valid: false, values: { nickname: 'Car' }, initialValues })).toBe(
      'Form not ready',
    );
  });
  it("blocks an unchanged form with 'Form not ready'", () => {
    expect(submitBlockedMessage({ valid: true, values: { nickname: 'Ute' }, initialValues })).toBe(
      'Form not ready',
    );
  });
  it('lets a valid, changed form through', () => {
    expect(
      submitBlockedMessage({ valid: true, values: { nickname: 'Car' }, initialValues }),
    ).toBeUndefined();
  });
});
