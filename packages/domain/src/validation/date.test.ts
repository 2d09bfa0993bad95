import { describe, expect, it } from 'vitest';
import { dateTextField, dateValueField, validDate } from './date.ts';

describe('date rule', () => {
  it.each(['29/02/2024', '31/12/2025', '1/1/2025', '2025-03-05', '2025-03-05T10:00:00Z'])(
    'accepts %s',
    (value) => {
      expect(validDate()(value)).toBeUndefined();
    },
  );
  it.each(['29/02/2025', '31/04/2025', '00/01/2025', '12/13/2025', '2025-02-30', 'soon'])(
    'rejects %s',
    (value) => {
      expect(validDate()(value)).toBe('Must be a valid date.');
    },
  );
  it('the text field accepts empty', () => {
    expect(dateTextField().parse('')).toBeUndefined();
  });
});

describe('date value field', () => {
  const dayjsLike = (valid: boolean) => ({
    isValid: () => valid,
    toDate: () => new Date(2025, 2, 5),
  });
  it('accepts a Date, a date-library object and an ISO string', () => {
    const field = dateValueField();
    expect(field.safeParse(new Date(2025, 2, 5)).success).toBe(true);
    expect(field.safeParse(dayjsLike(true)).success).toBe(true);
    expect(field.safeParse('2025-03-05').success).toBe(true);
  });
  it('rejects invalid values with the field message it is given', () => {
    const field = dateValueField({ message: 'Must be a valid date' });
    expect(field.safeParse(new Date('nope')).error?.issues[0]?.message).toBe(
      'Must be a valid date',
    );
    expect(field.safeParse(dayjsLike(false)).success).toBe(false);
    expect(field.safeParse(42).success).toBe(false);
  });
  it('accepts empty unless required', () => {
    expect(dateValueField().safeParse(undefined).success).toBe(true);
    expect(dateValueField({ required: true }).safeParse(null).error?.issues[0]?.message).toBe(
      'Is required',
    );
  });
});
