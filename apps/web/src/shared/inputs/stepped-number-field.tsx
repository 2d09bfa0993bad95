import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { NUMBER_MESSAGE } from '@ignite/domain/validation/messages';
import { readTypedNumber } from '@ignite/domain/validation/typed-input';
import { FieldFrame } from './field-frame.tsx';
import { controlClass, iconButtonClass } from './field-styles.ts';
import { errorIdOf, type FieldProps, hintIdOf } from './field-props.ts';
import { useFormField } from './use-form-field.ts';

type SteppedNumberFieldProps = FieldProps & {
  /** The value as shown when the field is not being edited. */
  format: (value: number) => string;
  /** The value as committed on leaving the field: clamped, rounded, bounded. */
  normalise: (value: number) => number;
  step: (value: number | undefined, direction: 1 | -1) => number;
  /** The allowed range: a value typed outside it shows its message at once, not on leaving. */
  range: { min: number; max: number };
  steppers: boolean;
  prefix?: ReactNode;
  placeholder?: string;
  /** What a field of letters says ('12abc'); 'Must be a number.' unless a screen has its own. */
  notANumberMessage?: string | undefined;
};

/** A character that is never part of a number as typed: the message need not wait. */
const NEVER_IN_A_NUMBER = /[^\d.\-$,\s]/;

/**
 * The number and currency fields' shared behaviour. Once the user types, the field shows
 * exactly what is typed; on leaving it commits the normalised number and shows it formatted.
 * Text that is not a number ('12abc') stays as typed, says so, and holds NaN, which no number
 * rule accepts: it is never read as 12 or 0 and saved. Focusing alone changes nothing on
 * screen: a re-render there would drop the select-all a browser makes on Tab, so typing would
 * append to the old number instead of replacing it. The arrow keys and the optional - and +
 * buttons step. Stores a number, or null when cleared: react-hook-form reads undefined as
 * 'show the default value again', which would put back the number the user just deleted.
 */
export function SteppedNumberField({
  format,
  normalise,
  step,
  range,
  steppers,
  prefix,
  placeholder,
  notANumberMessage = NUMBER_MESSAGE,
  ...props
}: SteppedNumberFieldProps) {
  const { label, disabled } = props;
  const field = useFormField<number | null | undefined>(props);
  // What is being typed; null when the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft ?? (field.value === undefined || field.value === null ? '' : format(field.value));
  // Left once: a lone '-' is the start of a number while typed, and not one once left.
  const [left, setLeft] = useState(false);
  const notANumber =
    draft !== null &&
    readTypedNumber(draft).kind === 'notANumber' &&
    (left || NEVER_IN_A_NUMBER.test(draft));
  const error = notANumber ? notANumberMessage : field.error;
  const frame = { ...field.frame, error };
  const { id, hint } = field.frame;
  const describedBy = [hint ? hintIdOf(id) : null, error ? errorIdOf(id) : null]
    .filter(Boolean)
    .join(' ');

  const stepBy = (direction: 1 | -1) => {
    setDraft(null);
    const current = field.value ?? undefined;
    // Text that was not a number steps from nothing, as an empty field does.
    field.onChange(step(Number.isNaN(current) ? undefined : current, direction));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <FieldFrame {...frame}>
      <div className="flex items-center gap-2">
        {steppers ? (
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => stepBy(-1)}
            disabled={disabled}
            aria-label={`Decrease ${label}`}
          >
            <Minus aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <div className="relative flex-1">
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-[color:var(--color-muted)]"
            >
              {prefix}
            </span>
          ) : null}
          <input
            {...field.control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={placeholder}
            value={shown}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => {
              const typed = event.target.value;
              setDraft(typed);
              const read = readTypedNumber(typed);
              const value =
                read.kind === 'number' ? read.value : read.kind === 'empty' ? null : NaN;
              field.onChange(value);
              // An eleven-digit typo or a letter should say why Save is disabled while the
              // owner types; touching the field makes the form validate it on every change.
              const outOfRange = value !== null && (value < range.min || value > range.max);
              if (outOfRange || NEVER_IN_A_NUMBER.test(typed)) field.onBlur();
            }}
            onBlur={() => {
              setLeft(true);
              const read = draft === null ? null : readTypedNumber(draft);
              // Text that is not a number stays on screen as typed, with its message.
              if (read?.kind !== 'notANumber') {
                setDraft(null);
                const value =
                  read === null ? field.value : read.kind === 'number' ? read.value : null;
                field.onChange(value === undefined || value === null ? null : normalise(value));
              }
              field.onBlur();
            }}
            onKeyDown={onKeyDown}
            className={`${controlClass} tabular-nums ${prefix ? 'pl-8' : ''}`}
          />
        </div>
        {steppers ? (
          <button
            type="button"
            className={iconButtonClass}
            onClick={() => stepBy(1)}
            disabled={disabled}
            aria-label={`Increase ${label}`}
          >
            <Plus aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}
