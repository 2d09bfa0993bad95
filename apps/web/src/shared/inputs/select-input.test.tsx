import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { REQUIRED_MESSAGE } from '@ignite/domain/validation/messages';
import { textField } from '@ignite/domain/validation/text-length';
import { formValues, renderForm } from '@test/render-form.tsx';
import { SelectInput } from './select-input.tsx';

const fuelTypes = [
  { value: 'Petrol', label: 'Petrol' },
  { value: 'Diesel', label: 'Diesel (any grade)' },
];

function renderSelect(fuelType: string, placeholder?: string) {
  const view = renderForm(
    {
      schema: z.object({ fuelType: textField({ required: true }) }),
      initialValues: { fuelType },
    },
    <SelectInput
      name="fuelType"
      label="Fuel type"
      required
      options={fuelTypes}
      {...(placeholder ? { placeholder } : {})}
    />,
  );
  return { ...view, select: screen.getByRole('combobox', { name: 'Fuel type' }) };
}

describe('SelectInput', () => {
  test('lists an empty first choice, then the options by label', () => {
    const { select } = renderSelect('');
    const options = [...(select as HTMLSelectElement).options];
    expect(options.map((option) => [option.value, option.text])).toEqual([
      ['', 'Select…'],
      ['Petrol', 'Petrol'],
      ['Diesel', 'Diesel (any grade)'],
    ]);
    expect(select).toHaveProperty('value', '');
  });

  test("stores the chosen option's value", async () => {
    const { user, select } = renderSelect('Petrol');
    expect(select).toHaveProperty('value', 'Petrol');
    await user.selectOptions(select, 'Diesel (any grade)');

    expect(formValues()).toEqual({ fuelType: 'Diesel' });
  });

  test('choosing the empty choice of a required select says Is required', async () => {
    const { user, select } = renderSelect('Petrol', 'Choose a fuel');
    await user.selectOptions(select, 'Choose a fuel');
    await user.tab();

    expect(formValues()).toEqual({ fuelType: '' });
    expect(screen.getByRole('combobox', { description: REQUIRED_MESSAGE })).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });
});
