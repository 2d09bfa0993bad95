import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { formValues, renderForm } from '@test/render-form.tsx';
import { ToggleInput } from './toggle-input.tsx';

const schema = z.object({ alerts: z.boolean() });

describe('ToggleInput', () => {
  test('is a switch named by its label and described by its hint; it stores a boolean', async () => {
    const { user } = renderForm(
      { schema, initialValues: { alerts: false } },
      <ToggleInput name="alerts" label="Roadside alerts" hint="Breakdowns nearby" />,
    );
    const toggle = screen.getByRole('switch', {
      name: 'Roadside alerts Breakdowns nearby',
      description: 'Breakdowns nearby',
    });
    expect(toggle).toHaveProperty('checked', false);

    await user.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    expect(formValues()).toEqual({ alerts: true });

    await user.click(screen.getByText('Roadside alerts'));
    expect(formValues()).toEqual({ alerts: false });
  });

  test('counts as a change to the form', async () => {
    const { user } = renderForm(
      { schema, initialValues: { alerts: false }, 'aria-label': 'Settings' },
      <ToggleInput name="alerts" label="Roadside alerts" />,
    );
    const form = screen.getByRole('form', { name: 'Settings' });
    expect(form.getAttribute('data-dirty')).toBe('false');
    await user.click(screen.getByRole('switch', { name: 'Roadside alerts' }));
    expect(form.getAttribute('data-dirty')).toBe('true');
  });

  test('a disabled switch does not change', async () => {
    const { user } = renderForm(
      { schema, initialValues: { alerts: true } },
      <ToggleInput name="alerts" label="Roadside alerts" disabled />,
    );
    await user.click(screen.getByRole('switch', { name: 'Roadside alerts' }));
    expect(formValues()).toEqual({ alerts: true });
  });
});
