import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { landlineInputField } from '@ignite/domain/validation/landline-field';
import { PHONE_FIELD_MESSAGE, REQUIRED_MESSAGE } from '@ignite/domain/validation/messages';
import { formValues, renderForm } from '@test/render-form.tsx';
import { LandlineInput } from './landline-input.tsx';

function renderLandline(withAreaCode: boolean, landline = '', required = false) {
  const view = renderForm(
    {
      schema: z.object({ landline: landlineInputField({ withAreaCode, required }) }),
      initialValues: { landline },
    },
    <LandlineInput
      name="landline"
      label="Landline"
      withAreaCode={withAreaCode}
      required={required}
    />,
  );
  return { ...view, input: screen.getByRole('textbox', { name: 'Landline' }) };
}

describe('LandlineInput (spec part 2 section 5)', () => {
  test('without area codes: 8 digits as #### ####, stored as shown', async () => {
    const { user, input } = renderLandline(false);
    expect(input.getAttribute('placeholder')).toBe('0000 0000');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(input, '98765432');

    expect(input).toHaveProperty('value', '9876 5432');
    expect(formValues()).toEqual({ landline: '9876 5432' });
  });

  test('a ninth digit is kept and refused at once, not cut off', async () => {
    const { user, input } = renderLandline(false);
    expect(input.getAttribute('maxLength')).toBeNull();
    await user.type(input, '987654321');

    expect(input).toHaveProperty('value', '9876 54321');
    expect(formValues()).toEqual({ landline: '9876 54321' });
    expect(screen.getByRole('textbox', { description: PHONE_FIELD_MESSAGE })).toBe(input);
  });

  test('too few digits say Must be a valid phone number', async () => {
    const { user, input } = renderLandline(false);
    await user.type(input, '98765');
    await user.tab();

    expect(screen.getByRole('textbox', { description: PHONE_FIELD_MESSAGE })).toBe(input);
  });

  test('a required landline left empty says Is required', async () => {
    const { user, input } = renderLandline(false, '', true);
    await user.click(input);
    await user.tab();

    expect(screen.getByRole('textbox', { description: REQUIRED_MESSAGE })).toBe(input);
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  test('with area codes: the code is read from the number and shown in the list', async () => {
    const { user, input } = renderLandline(true);
    const areaCode = screen.getByRole('combobox', { name: 'Landline area code' });
    expect(input.getAttribute('placeholder')).toBe('(02) 0000 0000');
    expect(areaCode).toHaveProperty('value', '');
    await user.type(input, '0298765432');

    expect(input).toHaveProperty('value', '(02) 9876 5432');
    expect(areaCode).toHaveProperty('value', '02');
    expect(formValues()).toEqual({ landline: '(02) 9876 5432' });
  });

  test('choosing an area code rewrites the number', async () => {
    const { user, input } = renderLandline(true, '(02) 9876 5432');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Landline area code' }),
      '03 VIC/TAS',
    );

    expect(input).toHaveProperty('value', '(03) 9876 5432');
    expect(formValues()).toEqual({ landline: '(03) 9876 5432' });
  });
});
