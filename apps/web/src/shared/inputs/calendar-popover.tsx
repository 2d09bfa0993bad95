import { useEffect, useRef } from 'react';
import { Calendar, type CalendarProps } from './calendar.tsx';

type CalendarPopoverProps = CalendarProps & { onClose: () => void };

/**
 * The date field's calendar as a popover under the field. Escape or a tap outside closes it;
 * the chosen day (else today) takes the focus when it opens.
 */
export function CalendarPopover({ onClose, ...calendar }: CalendarPopoverProps) {
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('[data-focus-target="true"]')?.focus();
    // The field around the panel (its input and calendar button) counts as inside, so the
    // button's own toggle is not undone by this listener.
    const field = panel.current?.parentElement;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !field?.contains(event.target)) onClose();
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label="Choose a date"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="absolute top-full right-0 z-20 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-3 text-text shadow-2xl"
    >
      <Calendar {...calendar} />
    </div>
  );
}
