import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import {
  calendarDayName,
  MONTH_NAMES,
  monthGrid,
  shiftMonth,
  WEEKDAY_LABELS,
} from '@ignite/domain/format/calendar';
import { type CalendarDate, formatDisplayDate, sameCalendarDate } from '@ignite/domain/format/date';
import { iconButtonClass } from './field-styles.ts';

export type CalendarProps = {
  selected: CalendarDate | null;
  today: CalendarDate;
  /** The first day that may be picked: the days and months before it are out of reach. */
  minDate?: CalendarDate;
  onPick: (date: CalendarDate) => void;
};

// Comparable by size: a later day always has the larger number.
const dayNumber = ({ year, month, day }: CalendarDate) => (year * 12 + month) * 32 + day;
const isBefore = (date: CalendarDate, limit: CalendarDate | undefined) =>
  limit !== undefined && dayNumber(date) < dayNumber(limit);

/**
 * A month calendar whose weeks start on Monday (spec part 1 section 5). It opens on the
 * chosen day, else today, else the minimum; that day carries data-focus-target, so a popover
 * can move the focus to it when it opens.
 */
export function Calendar({ selected, today, minDate, onPick }: CalendarProps) {
  const reachable = (date: CalendarDate | null) => (date && !isBefore(date, minDate) ? date : null);
  const focusTarget = reachable(selected) ?? reachable(today) ?? minDate ?? today;
  const [shown, setShown] = useState(focusTarget);

  const atFirstMonth =
    minDate !== undefined && shown.year === minDate.year && shown.month === minDate.month;
  const move = (delta: number) =>
    setShown((current) => ({ ...shiftMonth(current.year, current.month, delta), day: 1 }));
  const title = `${MONTH_NAMES[shown.month - 1] ?? ''} ${shown.year}`;

  return (
    <div>
      <div className="flex items-center justify-between">
        <button
          type="button"
          className={iconButtonClass}
          onClick={() => move(-1)}
          disabled={atFirstMonth}
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
              <th key={weekday} scope="col" className="py-1 text-xs font-medium text-muted">
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
                      disabled={isBefore(date, minDate)}
                      aria-label={calendarDayName(date)}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      data-focus-target={sameCalendarDate(date, focusTarget)}
                      className={`aspect-square w-full max-w-12 rounded-full text-sm tabular-nums focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:text-muted disabled:line-through ${
                        isSelected
                          ? 'bg-accent font-semibold text-on-accent'
                          : `hover:bg-raised ${inMonth ? 'text-text' : 'text-muted'}`
                      } ${isToday && !isSelected ? 'ring-1 ring-accent' : ''}`}
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
