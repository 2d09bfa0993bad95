import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { DIALOG_MESSAGES } from '@ignite/domain/shell-messages';
import { Button, type ButtonVariant } from './button.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

/** Spec part 2 section 8: a confirm dialog's default title, and a yes/no question's. */
export function defaultConfirmTitle(yesLabel: string, noLabel: string): string {
  const isYesNo = yesLabel === DIALOG_MESSAGES.yes && noLabel === DIALOG_MESSAGES.no;
  return isYesNo ? DIALOG_MESSAGES.yesNoTitle : DIALOG_MESSAGES.confirmTitle;
}

type Props = {
  /** Defaults to 'Please confirm' while the answers are Yes and No, else 'Confirm'. */
  title?: string;
  /** The question and what the user is agreeing to. */
  children: ReactNode;
  yesLabel?: string;
  noLabel?: string;
  /** 'danger' for an answer that throws work away. */
  yesVariant?: ButtonVariant;
  /** While the answer is being saved: Yes spins and neither button answers again. */
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
};

/**
 * A question as a modal dialog: a native <dialog> opened with showModal, so focus is trapped
 * and Escape answers No. No is focused first: the safe answer to a destructive act.
 */
export function ConfirmDialog({
  title,
  children,
  yesLabel = DIALOG_MESSAGES.yes,
  noLabel = DIALOG_MESSAGES.no,
  yesVariant = 'primary',
  busy = false,
  onYes,
  onNo,
}: Props) {
  const dialog = useModalDialog();
  const titleId = useId();
  const detailsId = useId();

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={detailsId}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onNo();
      }}
      className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-surface p-6 text-text backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title ?? defaultConfirmTitle(yesLabel, noLabel)}
      </h2>
      <div id={detailsId} className="mt-2 flex flex-col gap-2 text-base">
        {children}
      </div>
      {/* Side by side while each label fits on one line, else one above the other. */}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary" className="grow" autoFocus disabled={busy} onClick={onNo}>
          {noLabel}
        </Button>
        <Button variant={yesVariant} className="grow" disabled={busy} onClick={onYes}>
          {busy ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
          {yesLabel}
        </Button>
      </div>
    </dialog>
  );
}
