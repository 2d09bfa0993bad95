import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { NotificationDialog } from './notification-dialog.tsx';

function renderNotification(title?: string) {
  const onYes = vi.fn();
  const onNo = vi.fn();
  render(
    <NotificationDialog title={title} onYes={onYes} onNo={onNo}>
      <p>Your Health Monitor is not paired yet. Connect it now?</p>
    </NotificationDialog>,
  );
  return { onYes, onNo };
}

// Spec part 2 section 8: "notification title defaults to Notification with a Yes/No pair".
describe('the notification dialog', () => {
  test("is titled 'Notification' and answered Yes or No", async () => {
    const user = userEvent.setup();
    const { onYes, onNo } = renderNotification();
    const dialog = screen.getByRole('alertdialog', { name: 'Notification' });
    expect(dialog.textContent).toContain('Your Health Monitor is not paired yet.');
    const answers = screen.getAllByRole('button').map((button) => button.textContent);
    expect(answers).toEqual(['No', 'Yes']);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onNo).toHaveBeenCalledTimes(1);
  });

  test('keeps a title given, and still answers Yes or No', () => {
    renderNotification('Activate vehicle');
    expect(screen.getByRole('alertdialog', { name: 'Activate vehicle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  });
});
