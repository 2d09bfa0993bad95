import type { ReactNode } from 'react';
import { SHEET_MAX_HEIGHT_PERCENT, SHEET_SIZE_NAMES, SheetSize } from '@ignite/domain/sheet-size';
import { useModalDialog } from './use-modal-dialog.ts';

// On a phone every sheet spans the screen's width (the browser's own dialog margin is undone);
// from sm up it floats in the middle, as wide as its size.
const SHAPE: Record<SheetSize, string> = {
  [SheetSize.Small]:
    'm-auto mb-0 max-w-none rounded-t-3xl border sm:mb-auto sm:max-w-sm sm:rounded-3xl',
  [SheetSize.Medium]: 'm-auto mb-0 max-w-lg rounded-t-3xl border sm:mb-auto sm:rounded-3xl',
  [SheetSize.Large]:
    'm-auto mb-0 max-w-none rounded-t-3xl border sm:mb-auto sm:max-w-2xl sm:rounded-3xl',
  [SheetSize.Full]: 'm-0 h-dvh max-w-none rounded-none border-0',
};

type Props = {
  /** How much of the screen it may take (spec part 2 section 9's panel sizes). */
  size: SheetSize;
  /** The id of the sheet's heading, its accessible name. */
  labelledBy: string;
  onClose: () => void;
  /** A tap on the backdrop closes it too (the filter menu: 'Tapping outside closes it'). */
  closeOnBackdrop?: boolean;
  /** The content's box: its padding and layout. */
  className?: string;
  children: ReactNode;
};

/**
 * A sheet over the page, rising from the bottom of a phone's screen: a native <dialog> opened
 * with showModal, so focus stays inside and Escape closes it. It is as tall as its content up
 * to its size's share of the screen; past that its content scrolls.
 */
export function Sheet({
  size,
  labelledBy,
  onClose,
  closeOnBackdrop = false,
  className,
  children,
}: Props) {
  const dialog = useModalDialog();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={labelledBy}
      data-size={SHEET_SIZE_NAMES[size]}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog's own box is the backdrop's click target: the content sits in the div.
      onClick={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      style={{ maxHeight: `${SHEET_MAX_HEIGHT_PERCENT[size]}dvh` }}
      className={`w-full border-border bg-surface p-0 text-text backdrop:bg-black/60 ${SHAPE[size]}`}
    >
      <div className={className}>{children}</div>
    </dialog>
  );
}
