import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { z } from 'zod/mini';
import { EMAIL_MESSAGE, minLengthMessage, REGO_MESSAGE } from '@ignite/domain/validation/messages';
import { emailField } from '@ignite/domain/validation/email';
import { regoField } from '@ignite/domain/validation/rego';
import { textField } from '@ignite/domain/validation/text-length';
import { formValues, renderForm } from '@test/render-form.tsx';
import { TextInput } from './text-input.tsx';
import { EmailInput, RegoInput } from './text-inputs.tsx';

const nicknameSchema = z.object({ nickname: textField({ required: true, min: 2, max: 30 }) });

describe('TextInput', () => {
  test('is named by its label and stores what is typed', async () => {
    const { user } = renderForm(
      { schema: nicknameSchema, initialValues: { nickname: '' } },
      <TextInput name="nickname" label="Nickname" />,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input.getAttribute('name')).toBe('nickname');
    await user.type(input, 'The Ute');

    expect(input).toHaveProperty('value', 'The Ute');
    expect(formValues()).toEqual({ nickname: 'The Ute' });
  });

  test('shows its initial value, and stores an empty string when cleared', async () => {
    const { user } = renderForm(
      { schema: z.object({ note: textField() }), initialValues: { note: 'Garage' } },
      <TextInput name="note" label="Note" />,
    );
    const input = screen.getByRole('textbox', { name: 'Note' });
    expect(input).toHaveProperty('value', 'Garage');
    await user.clear(input);

    expect(formValues()).toEqual({ note: '' });
  });

  test('a required field shows * beside the label, outside its name, and says it is required', () => {
    renderForm(
      { schema: nicknameSchema, initialValues: { nickname: '' } },
      <TextInput name="nickname" label="Nickname" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input.getAttribute('aria-required')).toBe('true');
    const label = screen.getByText('Nickname', { selector: 'label' });
    expect(label.textContent).toBe('Nickname *');
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *');
  });

  test('hideRequiredIndicator leaves the * out but keeps the field required', () => {
    renderForm(
      { schema: nicknameSchema, initialValues: { nickname: '' } },
      <TextInput name="nickname" label="Nickname" required hideRequiredIndicator />,
    );
    expect(screen.getByText('Nickname', { selector: 'label' }).textContent).toBe('Nickname');
    expect(screen.getByRole('textbox', { name: 'Nickname' }).getAttribute('aria-required')).toBe(
      'true',
    );
  });

  test('the hint, then the rule message once the field is left, describe the field', async () => {
    const { user } = renderForm(
      { schema: nicknameSchema, initialValues: { nickname: '' } },
      <TextInput name="nickname" label="Nickname" hint="What you call the car" />,
    );
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(screen.getByRole('textbox', { description: 'What you call the car' })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();

    await user.type(input, 'X');
    await user.tab();
    expect(
      screen.getByRole('textbox', { description: `What you call the car ${minLengthMessage(2)}` }),
    ).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // The message is a live region, so it is heard when it appears.
    expect(screen.getByText(minLengthMessage(2)).getAttribute('aria-live')).toBe('polite');

    await user.type(input, 'Y');
    expect(screen.getByRole('textbox', { description: 'What you call the car' })).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  test('takes the native options it is given, and can be disabled', () => {
    renderForm(
      { schema: z.object({ secret: textField() }), initialValues: { secret: '' } },
      <TextInput
        name="secret"
        label="Secret"
        type="password"
        autoComplete="current-password"
        disabled
      />,
    );
    const input = screen.getByLabelText('Secret');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input).toHaveProperty('disabled', true);
  });

  test('text beyond maxLength is kept and refused at once, never cut off', async () => {
    const { user, onSave } = renderForm(
      {
        schema: z.object({ code: textField({ max: 6 }) }),
        initialValues: { code: '' },
      },
      <TextInput name="code" label="Code" maxLength={6} />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, '1234567');

    expect(input).toHaveProperty('value', '1234567');
    expect(formValues()).toEqual({ code: '1234567' });
    expect(screen.getByRole('textbox', { description: 'Must be no more than 6 characters.' })).toBe(
      input,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(input, '{Backspace}');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the text fields of spec part 1 section 5', () => {
  test('RegoInput writes capitals and checks the registration rule', async () => {
    const { user } = renderForm(
      { schema: z.object({ rego: regoField({ required: true }) }), initialValues: { rego: '' } },
      <RegoInput name="rego" label="Registration number" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    await user.type(input, 'abc12');
    expect(input).toHaveProperty('value', 'ABC12');
    expect(formValues()).toEqual({ rego: 'ABC12' });

    await user.type(input, '3456789');
    await user.tab();
    // Kept whole and refused: a rego cut to its first 9 characters would be another car's.
    expect(input).toHaveProperty('value', 'ABC123456789');
    expect(input.getAttribute('maxLength')).toBeNull();
    expect(screen.getByRole('textbox', { description: 'Must be no more than 9 characters.' })).toBe(
      input,
    );
    await user.clear(input);
    await user.type(input, 'AB-1');
    await user.tab();
    expect(screen.getByRole('textbox', { description: REGO_MESSAGE })).toBe(input);
  });

  test('EmailInput is an email field with the email rule', async () => {
    const { user } = renderForm(
      { schema: z.object({ email: emailField() }), initialValues: { email: '' } },
      <EmailInput name="email" label="Email" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    await user.type(input, 'owner@demo');
    await user.tab();

    expect(screen.getByRole('textbox', { description: EMAIL_MESSAGE })).toBe(input);
  });
});
