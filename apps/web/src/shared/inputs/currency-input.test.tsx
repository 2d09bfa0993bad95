import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { numberValueField } from '@ignite/domain/validation/numeric';
import { formValues, renderForm } from '@test/render-form.tsx';
import { CurrencyInput } from './currency-input.tsx';

function renderBudget(props: Partial<Parameters<typeof CurrencyInput>[0]> = {}, budget?: number) {
  const view = renderForm(
    { schema: z.object({ budget: numberValueField() }), initialValues: { budget } },
    <CurrencyInput name="budget" label="Yearly service budget" {...props} />,
  );
  return { ...view, input: screen.getByRole('textbox', { name: 'Yearly service budget' }) };
}

describe('CurrencyInput (spec part 1 section 5, currency field)', () => {
  test("shows the amount after a '$' with 2 decimals and separators", () => {
    const { input } = renderBudget({}, 1234.5);
    expect(input).toHaveProperty('value', '1,234.50');
    expect(input.parentElement?.textContent).toBe('$');
    expect(input.getAttribute('placeholder')).toBe('0.00');
  });

  test("stores the amount typed, '$' and ',' stripped", async () => {
    const { user, input } = renderBudget();
    await user.click(input);
    await user.paste('$2,450.5');
    await user.tab();

    expect(input).toHaveProperty('value', '2,450.50');
    expect(formValues()).toEqual({ budget: 2450.5 });
  });

  test('the up and down buttons add and subtract the step (1 by default)', async () => {
    const { user, input } = renderBudget({}, 10);
    await user.click(screen.getByRole('button', { name: 'Increase Yearly service budget' }));
    expect(input).toHaveProperty('value', '11.00');
    await user.click(screen.getByRole('button', { name: 'Decrease Yearly service budget' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Yearly service budget' }));

    expect(formValues()).toEqual({ budget: 9 });
  });

  test('steps by the given step and stays within the range', async () => {
    const { user } = renderBudget({ step: 50, min: 0, max: 500 }, 450);
    await user.click(screen.getByRole('button', { name: 'Increase Yearly service budget' }));
    await user.click(screen.getByRole('button', { name: 'Increase Yearly service budget' }));
    expect(formValues()).toEqual({ budget: 500 });

    for (let press = 0; press < 12; press += 1) {
      await user.click(screen.getByRole('button', { name: 'Decrease Yearly service budget' }));
    }
    expect(formValues()).toEqual({ budget: 0 });
  });

  test('with clamp on, an amount snaps down to the step', async () => {
    const { user, input } = renderBudget({ step: 50, clamp: true });
    await user.type(input, '475.99');
    await user.tab();

    expect(input).toHaveProperty('value', '450.00');
    expect(formValues()).toEqual({ budget: 450 });
  });

  test('shows the decimals it is told to', async () => {
    const { user, input } = renderBudget({ decimals: 0 });
    await user.type(input, '99.6');
    await user.tab();

    expect(input).toHaveProperty('value', '100');
    expect(formValues()).toEqual({ budget: 100 });
  });
});
