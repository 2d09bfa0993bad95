import { CalendarDays } from 'lucide-react';
import { useCallback, useState } from 'react';
import {
  type CalendarDate,
  DATE_DISPLAY_FORMAT,
  formatDisplayDate,
  parseDisplayDate,
  toCalendarDate,
} from '@ignite/domain/format/date';
import { CalendarPopover } from './calendar-popover.tsx';
import { type DateStorage, storageOf, toStoredDate } from './date-value.ts';
import { FieldFrame } from './field-frame.tsx';
import { controlClass, iconButtonClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

function todayOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The date field: typed as DD/MM/YYYY or picked from a calendar whose week starts Monday.
 * It stores a Date, a dayjs object or an ISO date, whichever it was given (or `valueAs`).
 * Unparseable text is stored as typed, so the Form's date rule can say 'Must be a valid date':
 * nothing typed is dropped or cut (a dropped letter or digit could leave another valid date).
 */
export function DateInput({ valueAs, ...props }: FieldProps & { valueAs?: DateStorage }) {
  const { label, disabled } = props;
  const field = useFormField<unknown>(props);
  const [storage] = useState(() => storageOf(field.value, valueAs ?? 'iso'));
  const [draft, setDraft] = useState<string | null>(null);
  // Today is read when the calendar opens (an event), not while rendering.
  const [openedOn, setOpenedOn] = useState<CalendarDate | null>(null);
  const selected = toCalendarDate(field.value);
  const shown =
    draft ??
    (selected ? formatDisplayDate(selected) : typeof field.value === 'string' ? field.value : '');
  const close = useCallback(() => setOpenedOn(null), []);

  const commit = (date: CalendarDate) => {
    setDraft(null);
    field.onChange(toStoredDate(date, storage));
  };

  return (
    <FieldFrame {...field.frame}>
      <div className="relative flex items-center gap-2">
        <input
          {...field.control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_DISPLAY_FORMAT}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            const parsed = parseDisplayDate(text);
            // null when cleared: react-hook-form reads undefined as 'show the default again'.
            field.onChange(parsed ? toStoredDate(parsed, storage) : text || null);
          }}
          onBlur={() => {
            // A valid date is shown in its tidy form once the user moves on.
            if (draft !== null && parseDisplayDate(draft)) setDraft(null);
            field.onBlur();
          }}
          className={controlClass}
        />
        <button
          type="button"
          className={iconButtonClass}
          onClick={() => setOpenedOn((opened) => (opened ? null : todayOf(new Date())))}
          disabled={disabled}
          aria-label={`Choose ${label} from a calendar`}
          aria-expanded={openedOn !== null}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
        </button>
        {openedOn ? (
          <CalendarPopover
            selected={selected}
            today={openedOn}
            onClose={close}
            onPick={(date) => {
              commit(date);
              close();
              field.onBlur();
            }}
          />
        ) : null}
      </div>
    </FieldFrame>
  );
}
