import { UNSAVED_CHANGES_MESSAGE } from '@ignite/domain/validation/messages';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';

/**
 * The unsaved-changes question (spec part 1): Stay is the focused, safe answer, and Escape
 * means Stay too; Leave throws the changes away, so it is drawn as a danger.
 */
export function UnsavedChangesDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ConfirmDialog
      noLabel="Stay"
      yesLabel="Leave"
      yesVariant="danger"
      onNo={onStay}
      onYes={onLeave}
    >
      <p>{UNSAVED_CHANGES_MESSAGE}</p>
    </ConfirmDialog>
  );
}
