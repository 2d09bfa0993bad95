import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown modal while the component is mounted (focus moves in and stays, Escape
 * fires its cancel event) and closed when it unmounts. Attach the ref to the dialog.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
