import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { textField } from '@ignite/domain/validation/text-length';
import { formValues, renderForm } from '@/test-support/render-form.tsx';
import { TextInput } from './text-input.tsx';

const schema = z.object({ nickname: textField({ required: true, min: 2, max: 30 }) });

describe('TextInput', () => {
  test('is labelled and stores what is typed', async () => {
    const { user } = renderForm(
      { schema, initialValues: { nickname: '' } },
      <TextInput name="nickname" label="Nickname" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    await user.type(input, 'The Ute');
    expect(input).toHaveProperty('value', 'The Ute');
    expect(formValues()).toEqual({ nickname: 'The Ute' });
  });
});
