import { act, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { FORM_SAVE_MIN_DISPLAY_MS } from '@ignite/domain/validation/form-save';
import { FORM_MESSAGE_AUTO_DISMISS_MS } from '@ignite/domain/validation/form-messages';
import {
  FORM_NOT_READY_MESSAGE,
  minLengthMessage,
  UNSAVED_CHANGES_MESSAGE,
} from '@ignite/domain/validation/messages';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { advance, startFakeClock } from '@test/fake-clock.ts';
import { formValues, renderForm } from '@test/render-form.tsx';

const schema = z.object({ nickname: z.string().check(z.minLength(2, minLengthMessage(2))) });
const initialValues = { nickname: 'The Ute' };
const nickname = () => screen.getByRole('textbox', { name: 'Nickname' });
const form = () => screen.getByRole('form', { name: 'Profile' });
const errors = () => screen.getByRole('alert');
const successes = () => within(form()).getByRole('status');

/** The profile form, on a fake clock so the save states can be timed without waiting. */
function renderProfileForm(props: Partial<Parameters<typeof renderForm>[0]> = {}) {
  return renderForm(
    { schema, initialValues, 'aria-label': 'Profile', ...props },
    <TextInput name="nickname" label="Nickname" />,
    { userEvent: startFakeClock() },
  );
}

type User = ReturnType<typeof renderProfileForm>['user'];

/** Presses a button and lets the promises it starts settle, with no time passing. */
async function press(user: User, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await advance(0);
}

/** Presses Save and lets the save run its course (Saving lasts at least 900 ms). */
async function saveAndSettle(user: User) {
  await press(user, 'Save');
  await advance(FORM_SAVE_MIN_DISPLAY_MS);
}

describe('Form: submitting only when ready (spec part 1 section 5)', () => {
  test('an unchanged submit says Form not ready and saves nothing', async () => {
    const { user, onSave } = renderProfileForm();
    await press(user, 'Save');

    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  test('an invalid submit says Form not ready, shows the field message and focuses it', async () => {
    const { user, onSave } = renderProfileForm();
    await user.clear(nickname());
    await user.type(nickname(), 'X');
    await press(user, 'Save');

    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    expect(screen.getByRole('textbox', { description: minLengthMessage(2) })).toBe(nickname());
    expect(nickname().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(nickname());
    expect(onSave).not.toHaveBeenCalled();
  });

  test('empty text counts as unchanged when the initial value is empty', async () => {
    const { user, onSave } = renderForm(
      { schema: z.object({ note: z.string() }), initialValues: { note: '' } },
      <TextInput name="note" label="Note" />,
      { userEvent: startFakeClock() },
    );
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'a');
    await user.clear(note);
    await press(user, 'Save');

    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
  });

  test('Form not ready cannot be closed and goes by itself after 10 s', async () => {
    const { user } = renderProfileForm();
    await press(user, 'Save');
    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Dismiss message' })).toBeNull();

    await advance(FORM_MESSAGE_AUTO_DISMISS_MS - 1);
    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    await advance(1);
    expect(errors().textContent).toBe('');
  });

  test('with disableSubmitUntilReady the submit is disabled until the form is changed and valid', async () => {
    const { user } = renderProfileForm({ disableSubmitUntilReady: true });
    const submit = screen.getByRole('button', { name: 'Save' });
    expect(submit).toHaveProperty('disabled', true);

    await user.type(nickname(), ' 2');
    expect(submit).toHaveProperty('disabled', false);

    await user.clear(nickname());
    await user.type(nickname(), 'X');
    await user.tab();
    expect(submit).toHaveProperty('disabled', true);
  });

  test('a sending form with disableSubmitUntilReady is ready once valid, even as prefilled', async () => {
    const { user } = renderProfileForm({ disableSubmitUntilReady: true, editsValues: false });
    const submit = screen.getByRole('button', { name: 'Save' });
    await advance(0); // the first validation, which is asynchronous
    expect(submit).toHaveProperty('disabled', false);

    await user.clear(nickname());
    await user.type(nickname(), 'X');
    await user.tab();
    expect(submit).toHaveProperty('disabled', true);
  });

  test('the submit carries the label it is given', () => {
    renderProfileForm({ submitLabel: 'Save profile' });
    expect(screen.getByRole('button', { name: 'Save profile' }).getAttribute('type')).toBe(
      'submit',
    );
  });
});

describe('Form: save states (spec part 1 section 4)', () => {
  test('a quick save shows Saving for 900 ms, then Saved, and resets the form', async () => {
    const { user, onSave } = renderProfileForm({ successMessage: 'Profile saved' });
    await user.type(nickname(), ' 2');
    expect(form().getAttribute('data-dirty')).toBe('true');
    await press(user, 'Save');

    expect(onSave).toHaveBeenCalledExactlyOnceWith({ nickname: 'The Ute 2' });
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toHaveProperty('disabled', true);
    expect(form().getAttribute('data-save-state')).toBe('Saving');

    await advance(FORM_SAVE_MIN_DISPLAY_MS - 1);
    expect(form().getAttribute('data-save-state')).toBe('Saving');
    await advance(1);
    expect(form().getAttribute('data-save-state')).toBe('Saved');
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', false);
    expect(successes().textContent).toBe('Profile saved');

    // Reset to the saved values: they are the form's new starting point.
    expect(form().getAttribute('data-dirty')).toBe('false');
    expect(nickname()).toHaveProperty('value', 'The Ute 2');
    await press(user, 'Saved');
    expect(errors().textContent).toBe(FORM_NOT_READY_MESSAGE);
    expect(onSave).toHaveBeenCalledTimes(1);

    // The next edit makes the form unsaved again.
    await user.type(nickname(), '!');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDefined();
    expect(form().getAttribute('data-save-state')).toBe('NotSaved');
  });

  test('a slow save shows Saving until it answers, and no longer', async () => {
    let answer: (value: undefined) => void = () => undefined;
    const { user } = renderProfileForm({
      onSave: () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(nickname(), ' 2');
    await press(user, 'Save');

    await advance(5_000);
    expect(form().getAttribute('data-save-state')).toBe('Saving');
    await act(async () => answer(undefined));
    await advance(0);
    expect(form().getAttribute('data-save-state')).toBe('Saved');
  });

  test('a submit while saving is ignored', async () => {
    const { user, onSave } = renderProfileForm({ onSave: () => new Promise(() => undefined) });
    await user.type(nickname(), ' 2');
    await press(user, 'Save');
    await act(async () => {
      form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe('Form: messages (spec part 1 section 8)', () => {
  test("a failed save shows the answer's messages in the form and keeps the changes", async () => {
    const { user } = renderProfileForm({
      onSave: async () => ({ success: false, messages: ['The nickname is taken'] }),
    });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);

    expect(errors().textContent).toBe('The nickname is taken');
    expect(form().getAttribute('data-save-state')).toBe('Error');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(form().getAttribute('data-dirty')).toBe('true');
    expect(nickname()).toHaveProperty('value', 'The Ute 2');
  });

  test('a save that throws shows the generic error', async () => {
    const { user } = renderProfileForm({
      onSave: () => Promise.reject(new Error('network down')),
    });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);

    expect(errors().textContent).toBe(GENERIC_ERROR_MESSAGE);
    expect(form().getAttribute('data-save-state')).toBe('Error');
  });

  test('an error from the save stays until it is dismissed', async () => {
    const { user } = renderProfileForm({
      onSave: async () => ({ success: false, messages: ['The nickname is taken'] }),
    });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);
    await advance(FORM_MESSAGE_AUTO_DISMISS_MS * 2);
    expect(errors().textContent).toBe('The nickname is taken');

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(errors().textContent).toBe('');
  });

  test('a later success clears the errors and shows its own message', async () => {
    const answers = [
      { success: false, messages: ['The nickname is taken'] },
      { success: true, messages: ['Nickname changed'] },
    ];
    const { user } = renderProfileForm({ onSave: async () => answers.shift() });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);
    expect(errors().textContent).toBe('The nickname is taken');

    await saveAndSettle(user);
    expect(errors().textContent).toBe('');
    expect(successes().textContent).toBe('Nickname changed');
    expect(formValues()).toEqual({ nickname: 'The Ute 2' });
  });
});

describe('Form: leaving (spec part 1 sections 4 and 5)', () => {
  test('leaving with unsaved changes asks first; Stay keeps the changes, Leave goes', async () => {
    const { user, router } = renderProfileForm();
    await user.type(nickname(), ' 2');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    const question = screen.getByRole('alertdialog');
    expect(within(question).getByText(UNSAVED_CHANGES_MESSAGE)).toBeDefined();
    await user.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/form');
    expect(nickname()).toHaveProperty('value', 'The Ute 2');

    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByRole('heading', { name: 'Elsewhere page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  test('leaving an unchanged form asks nothing', async () => {
    const { user, router } = renderProfileForm();
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  test('with closeOnSave a successful save goes back without asking', async () => {
    const { user, router } = renderProfileForm({ closeOnSave: true });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Start page' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  test('with closeOnSave a failed save stays on the form', async () => {
    const { user, router } = renderProfileForm({
      closeOnSave: true,
      onSave: async () => ({ success: false, messages: ['The nickname is taken'] }),
    });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);

    expect(errors().textContent).toBe('The nickname is taken');
    expect(router.state.location.pathname).toBe('/form');
  });
});

describe('Form: going on after a save', () => {
  test('onSaved gets the saved values, after the form is reset, and only on success', async () => {
    const answers = [{ success: false, messages: ['The nickname is taken'] }, undefined];
    const onSaved = vi.fn();
    const { user } = renderProfileForm({ onSave: async () => answers.shift(), onSaved });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);
    expect(onSaved).not.toHaveBeenCalled();

    await saveAndSettle(user);
    expect(onSaved).toHaveBeenCalledExactlyOnceWith({ nickname: 'The Ute 2' });
    expect(form().getAttribute('data-dirty')).toBe('false');
  });

  test('an onSaved that goes to another page is not held by the unsaved-changes prompt', async () => {
    let goElsewhere = () => undefined as unknown;
    const view = renderProfileForm({ onSaved: () => goElsewhere() });
    goElsewhere = () => view.router.navigate('/elsewhere');
    await view.user.type(nickname(), ' 2');
    await saveAndSettle(view.user);

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.router.state.location.pathname).toBe('/elsewhere');
  });

  test('after an onSaved that stays, later changes are guarded again', async () => {
    const { user, router } = renderProfileForm({ onSaved: () => undefined });
    await user.type(nickname(), ' 2');
    await saveAndSettle(user);
    await user.type(nickname(), '!');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    expect(
      within(screen.getByRole('alertdialog')).getByText(UNSAVED_CHANGES_MESSAGE),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/form');
  });

  test('the submit can say what it does while saving', async () => {
    const { user } = renderProfileForm({
      submitLabel: 'Update',
      savingLabel: 'Updating…',
    });
    await user.type(nickname(), ' 2');
    await press(user, 'Update');

    expect(screen.getByRole('button', { name: 'Updating…' })).toHaveProperty('disabled', true);
    await advance(FORM_SAVE_MIN_DISPLAY_MS);
    expect(screen.getByRole('button', { name: 'Saved' })).toBeDefined();
  });
});

describe('Form: a form that sends rather than edits (editsValues false, sign-in)', () => {
  function renderSendForm(props: Partial<Parameters<typeof renderForm>[0]> = {}) {
    return renderProfileForm({
      editsValues: false,
      submitLabel: 'Send',
      savingLabel: 'Sending…',
      ...props,
    });
  }

  test('an unchanged valid submit is sent', async () => {
    const { user, onSave } = renderSendForm();
    await press(user, 'Send');

    expect(onSave).toHaveBeenCalledExactlyOnceWith({ nickname: 'The Ute' });
    expect(errors().textContent).toBe('');
  });

  test("an invalid submit shows the field's message alone and focuses the field", async () => {
    const { user, onSave } = renderSendForm();
    await user.clear(nickname());
    await user.type(nickname(), 'X');
    await press(user, 'Send');

    expect(errors().textContent).toBe('');
    expect(screen.getByRole('textbox', { description: minLengthMessage(2) })).toBe(nickname());
    expect(document.activeElement).toBe(nickname());
    expect(onSave).not.toHaveBeenCalled();
  });

  test('Sending lasts as long as the send, and the submit never reads Saved', async () => {
    let answer: (value: undefined) => void = () => undefined;
    const { user } = renderSendForm({
      onSave: () => new Promise((resolve) => (answer = resolve)),
    });
    await press(user, 'Send');
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);

    await act(async () => answer(undefined));
    expect(form().getAttribute('data-save-state')).toBe('Saved');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('button', { name: 'Saved' })).toBeNull();
  });

  test('a failed send shows its messages in the form', async () => {
    const { user } = renderSendForm({
      onSave: async () => ({ success: false, messages: ['The username or password is incorrect'] }),
    });
    await press(user, 'Send');

    expect(errors().textContent).toBe('The username or password is incorrect');
    expect(form().getAttribute('data-save-state')).toBe('Error');
  });

  test('leaving with changes asks nothing', async () => {
    const { user, router } = renderSendForm();
    await user.type(nickname(), ' 2');
    await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
