import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { DIALOG_MESSAGES } from '@ignite/domain/shell-messages';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: { title?: string; yesLabel?: string; noLabel?: string } = {}) {
  const onYes = vi.fn();
  const onNo = vi.fn();
  render(
    <ConfirmDialog {...props} onYes={onYes} onNo={onNo}>
      <p>Are you sure you want to reset the vehicle?</p>
    </ConfirmDialog>,
  );
  return { onYes, onNo, dialog: screen.getByRole('alertdialog') };
}

// Spec part 2 section 8: "Confirm dialogs: default title Confirm ('Please confirm' for yes/no)".
describe('the confirm dialog', () => {
  test("a Yes/No question is titled 'Please confirm' unless told otherwise", () => {
    const { dialog } = renderDialog();
    expect(screen.getByRole('heading').textContent).toBe('Please confirm');
    expect(screen.getByRole('alertdialog', { name: 'Please confirm' })).toBe(dialog);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
    expect(DIALOG_MESSAGES.yesNoTitle).toBe('Please confirm');
  });

  test("other answers make it a plain 'Confirm'", () => {
    renderDialog({ yesLabel: 'Remove', noLabel: 'Cancel' });
    expect(screen.getByRole('alertdialog', { name: 'Confirm' })).toBeTruthy();
    expect(DIALOG_MESSAGES.confirmTitle).toBe('Confirm');
  });

  test('a title given is kept, whatever the answers', () => {
    renderDialog({ title: 'Remove this card?' });
    expect(screen.getByRole('alertdialog', { name: 'Remove this card?' })).toBeTruthy();
  });

  test('Yes and No answer once each', async () => {
    const user = userEvent.setup();
    const { onYes, onNo } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onNo).toHaveBeenCalledTimes(1);
  });
});
