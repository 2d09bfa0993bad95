import { useEffect, useId, useRef } from 'react';
import { UNSAVED_CHANGES_MESSAGE } from '@ignite/domain/validation/messages';

const buttonClass =
  'min-h-12 flex-1 rounded-xl px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)]';

/**
 * The unsaved-changes question as a modal dialog: a native <dialog> opened with showModal,
 * so focus is trapped and Escape means 'stay'. Staying is the focused, safe default.
 */
export function UnsavedChangesDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
      className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-[color:var(--color-border)] bg-[color:var(--color-surface)] p-6 text-[color:var(--color-text)] backdrop:bg-black/60"
    >
      <p id={messageId} className="text-base">
        {UNSAVED_CHANGES_MESSAGE}
      </p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          autoFocus
          onClick={onStay}
          className={`${buttonClass} border border-[color:var(--color-field)] bg-[color:var(--color-raised)]`}
        >
          Stay
        </button>
        <button
          type="button"
          onClick={onLeave}
          className={`${buttonClass} bg-[color:var(--color-danger)] text-[color:var(--color-surface)]`}
        >
          Leave
        </button>
      </div>
    </dialog>
  );
}
