import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { MOBILE_FIELD_MESSAGE, REQUIRED_MESSAGE } from '@ignite/domain/validation/messages';
import { phoneField } from '@ignite/domain/validation/phone-field';
import { formValues, renderForm } from '@test/render-form.tsx';
import { pendingRequiredClass } from './field-styles.ts';
import { PhoneInput } from './phone-input.tsx';

function renderPhone(
  props: Partial<Parameters<typeof PhoneInput>[0]> = {},
  mobile = '',
  required = true,
) {
  const view = renderForm(
    { schema: z.object({ mobile: phoneField({ required }) }), initialValues: { mobile } },
    <PhoneInput name="mobile" label="Mobile" required={required} {...props} />,
  );
  const number = screen.getByRole('textbox', { name: 'Mobile' });
  const country = screen.getByRole('combobox', { name: 'Mobile country' });
  return { ...view, number, country };
}

/** The box drawn around the prefix and the number. */
const numberBox = (number: HTMLElement) => number.parentElement as HTMLElement;

describe('PhoneInput (spec part 1 section 5, phone field)', () => {
  test('offers Australia first and by default, with its prefix and placeholder', () => {
    const { number, country } = renderPhone();
    expect(country).toHaveProperty('value', '61');
    expect([...(country as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Australia',
      'New Zealand',
    ]);
    expect(number.getAttribute('placeholder')).toBe('400 000 000');
    expect(number.getAttribute('type')).toBe('tel');
    expect(numberBox(number).textContent).toBe('0');
  });

  test('shows the number in the mask and stores country code plus number', async () => {
    const { user, number } = renderPhone();
    await user.type(number, '0412345678');

    expect(number).toHaveProperty('value', '412 345 678');
    expect(formValues()).toEqual({ mobile: '61412345678' });
  });

  test('shows a stored number in its country', () => {
    const { number, country } = renderPhone({}, '64211234567');
    expect(country).toHaveProperty('value', '64');
    expect(number).toHaveProperty('value', '21 123 4567');
  });

  test('an eleven-digit mobile is kept whole and refused, never cut to another number', async () => {
    const { user, number, onSave } = renderPhone();
    await user.type(number, '04122999888');

    expect(number).toHaveProperty('value', '412 299 9888');
    expect(formValues()).toEqual({ mobile: '614122999888' });
    expect(screen.getByRole('textbox', { description: MOBILE_FIELD_MESSAGE })).toBe(number);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  test('a letter is kept where it was typed and refused', async () => {
    const { user, number } = renderPhone();
    await user.type(number, '412a');

    expect(number).toHaveProperty('value', '412a');
    expect(screen.getByRole('textbox', { description: MOBILE_FIELD_MESSAGE })).toBe(number);
  });

  test('more than 18 characters are kept and refused, not cut off', async () => {
    const { user, number } = renderPhone();
    expect(number.getAttribute('maxLength')).toBeNull();
    await user.type(number, '4123456781234567890');

    expect(formValues()).toEqual({ mobile: '614123456781234567890' });
    expect(screen.getByRole('textbox', { description: MOBILE_FIELD_MESSAGE })).toBe(number);
  });

  test('a required field left empty says Is required', async () => {
    const { user, number } = renderPhone();
    await user.click(number);
    await user.tab();

    expect(screen.getByRole('textbox', { description: REQUIRED_MESSAGE })).toBe(number);
    expect(number.getAttribute('aria-invalid')).toBe('true');
  });

  test('a number that is not a mobile says Must be a valid mobile number', async () => {
    const { user, number } = renderPhone();
    await user.type(number, '312345678');
    await user.tab();

    expect(screen.getByRole('textbox', { description: MOBILE_FIELD_MESSAGE })).toBe(number);
  });

  test('an optional field may stay empty', async () => {
    const { user, number } = renderPhone({}, '', false);
    await user.click(number);
    await user.tab();

    expect(number.getAttribute('aria-invalid')).toBeNull();
    expect(number.getAttribute('aria-describedby')).toBeNull();
  });

  test('New Zealand takes its own placeholder, mask and code', async () => {
    const { user, number, country } = renderPhone();
    await user.selectOptions(country, 'New Zealand');
    expect(number.getAttribute('placeholder')).toBe('20 000 0000');
    await user.type(number, '211234567');

    expect(number).toHaveProperty('value', '21 123 4567');
    expect(formValues()).toEqual({ mobile: '64211234567' });
  });

  test('changing the country keeps the number typed', async () => {
    const { user, number, country } = renderPhone();
    await user.type(number, '211234567');
    await user.selectOptions(country, 'New Zealand');

    expect(formValues()).toEqual({ mobile: '64211234567' });
  });

  test('the prefix can show the country code', () => {
    const { number } = renderPhone({ showCountryCodeInPrefix: true });
    expect(numberBox(number).textContent).toBe('+61 (0)');
  });

  test('a required field looks invalid until it is valid, unless the indicator is hidden', async () => {
    const { user, number } = renderPhone();
    expect(numberBox(number).className).toContain(pendingRequiredClass);
    await user.type(number, '412345678');
    expect(numberBox(number).className).not.toContain(pendingRequiredClass);
  });

  test('with the required indicator hidden an empty required field looks plain', () => {
    const { number } = renderPhone({ hideRequiredIndicator: true });
    expect(numberBox(number).className).not.toContain(pendingRequiredClass);
  });
});
