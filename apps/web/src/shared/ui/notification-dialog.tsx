import type { ReactNode } from 'react';
import { DIALOG_MESSAGES } from '@ignite/domain/shell-messages';
import type { ButtonVariant } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type Props = {
  /** Defaults to 'Notification'. */
  title?: string;
  /** What the user is being told, and what Yes would do about it. */
  children: ReactNode;
  yesVariant?: ButtonVariant;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
};

/**
 * Spec part 2 section 8: a notification is a dialog titled 'Notification' unless told
 * otherwise, answered with a Yes/No pair. It is the confirm dialog with its own default title,
 * so it keeps the same focus, Escape and busy behaviour.
 */
export function NotificationDialog({ title = DIALOG_MESSAGES.notificationTitle, ...props }: Props) {
  return (
    <ConfirmDialog
      {...props}
      title={title}
      yesLabel={DIALOG_MESSAGES.yes}
      noLabel={DIALOG_MESSAGES.no}
    />
  );
}
