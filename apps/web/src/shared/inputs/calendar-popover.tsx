import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { MONTH_NAMES, monthGrid, shiftMonth, WEEKDAY_LABELS } from '@ignite/domain/format/calendar';
import { type CalendarDate, formatDisplayDate, sameCalendarDate } from '@ignite/domain/format/date';
import { iconButtonClass } from './field-styles.ts';

type CalendarPopoverProps = {
  selected: CalendarDate | null;
  today: CalendarDate;
  onPick: (date: CalendarDate) => void;
  onClose: () => void;
};

/**
 * A small month calendar whose weeks start on Monday (spec part 1 section 5). Escape or a
 * tap outside closes it; the chosen day (else today) takes the focus when it opens.
 */
export function CalendarPopover({ selected, today, onPick, onClose }: CalendarPopoverProps) {
  const [shown, setShown] = useState(() => selected ?? today);
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

  const focusTarget = selected ?? today;
  const move = (delta: number) =>
    setShown((current) => ({ ...shiftMonth(current.year, current.month, delta), day: 1 }));
  const title = `${MONTH_NAMES[shown.month - 1] ?? ''} ${shown.year}`;

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
      className="absolute top-full right-0 z-20 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-2xl border border-[color:var(--color-border)] bg-[color:var(--color-surface)] p-3 text-[color:var(--color-text)] shadow-2xl"
    >
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={iconButtonClass}
          onClick={() => move(-1)}
          aria-label="Previous month"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <p aria-live="polite" className="font-semibold">
          {title}
        </p>
        <button
          type="button"
          className={iconButtonClass}
          onClick={() => move(1)}
          aria-label="Next month"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
      <table className="mt-2 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {WEEKDAY_LABELS.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                className="py-1 text-xs font-medium text-[color:var(--color-muted)]"
              >
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shown.year, shown.month).map((week) => (
            <tr key={formatDisplayDate(week[0]?.date ?? shown)}>
              {week.map(({ date, inMonth }) => {
                const isSelected = selected !== null && sameCalendarDate(date, selected);
                const isToday = sameCalendarDate(date, today);
                return (
                  <td key={formatDisplayDate(date)} className="p-0">
                    <button
                      type="button"
                      onClick={() => onPick(date)}
                      aria-label={formatDisplayDate(date)}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      data-focus-target={sameCalendarDate(date, focusTarget)}
                      className={`size-12 rounded-full text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-[color:var(--color-accent)] ${
                        isSelected
                          ? 'bg-[color:var(--color-accent)] font-semibold text-[color:var(--color-on-accent)]'
                          : inMonth
                            ? 'text-[color:var(--color-text)]'
                            : 'text-[color:var(--color-muted)]'
                      } ${isToday && !isSelected ? 'ring-1 ring-[color:var(--color-accent)]' : ''}`}
                    >
                      {date.day}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
