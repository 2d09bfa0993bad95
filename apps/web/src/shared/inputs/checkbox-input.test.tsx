import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { formValues, renderForm } from '@test/render-form.tsx';
import { CheckboxInput } from './checkbox-input.tsx';

describe('CheckboxInput', () => {
  test('is named by its label (hint included) and stores a boolean', async () => {
    const { user } = renderForm(
      { schema: z.object({ reminders: z.boolean() }), initialValues: { reminders: false } },
      <CheckboxInput name="reminders" label="Send me reminders" hint="By email" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me reminders By email' });
    expect(box).toHaveProperty('checked', false);

    await user.click(screen.getByText('Send me reminders'));
    expect(box).toHaveProperty('checked', true);
    expect(formValues()).toEqual({ reminders: true });

    await user.click(box);
    expect(formValues()).toEqual({ reminders: false });
  });

  test("shows the rule's message under the row and ties it to the box", async () => {
    const { user } = renderForm(
      {
        schema: z.object({ terms: z.boolean().check(z.refine((value) => value, 'Please accept')) }),
        initialValues: { terms: true },
      },
      <CheckboxInput name="terms" label="I accept the terms" required />,
    );
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-required')).toBe('true');
    await user.click(box);
    await user.tab();

    expect(screen.getByRole('checkbox', { description: 'Please accept' })).toBe(box);
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  test('can be disabled', () => {
    renderForm(
      { schema: z.object({ reminders: z.boolean() }), initialValues: { reminders: true } },
      <CheckboxInput name="reminders" label="Send me reminders" disabled />,
    );
    const box = screen.getByRole('checkbox', { name: 'Send me reminders' });
    expect(box).toHaveProperty('disabled', true);
    expect(box).toHaveProperty('checked', true);
  });
});
