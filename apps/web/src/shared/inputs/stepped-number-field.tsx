import { Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { parseNumberInput, sanitiseNumberTyping } from '@ignite/domain/format/number';
import { FieldFrame } from './field-frame.tsx';
import { controlClass, iconButtonClass } from './field-styles.ts';
import type { FieldProps } from './field-props.ts';
import { useFormField } from './use-form-field.ts';
import { showCleanedText } from './show-cleaned-text.ts';

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
};

/**
 * The number and currency fields' shared behaviour. Once the user types, the field shows
 * what is typed (only digits, minus and a point get through); on leaving it commits the
 * normalised number and shows it formatted. Focusing alone changes nothing on screen: a
 * re-render there would drop the select-all a browser makes on Tab, so typing would append
 * to the old number instead of replacing it. The arrow keys and the optional - and + buttons step.
 * Stores a number, or null when cleared: react-hook-form reads undefined as 'show the default
 * value again', which would put back the number the user just deleted.
 */
export function SteppedNumberField({
  format,
  normalise,
  step,
  range,
  steppers,
  prefix,
  placeholder,
  ...props
}: SteppedNumberFieldProps) {
  const { label, disabled } = props;
  const field = useFormField<number | null | undefined>(props);
  // What is being typed; null when the field shows the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown =
    draft ?? (field.value === undefined || field.value === null ? '' : format(field.value));

  const stepBy = (direction: 1 | -1) => {
    setDraft(null);
    field.onChange(step(field.value ?? undefined, direction));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <FieldFrame {...field.frame}>
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
            onChange={(event) => {
              const typed = sanitiseNumberTyping(event.target.value);
              showCleanedText(event.target, typed);
              setDraft(typed);
              const parsed = parseNumberInput(typed);
              field.onChange(parsed ?? null);
              // An eleven-digit typo should say why Save is disabled while the owner types;
              // touching the field makes the form validate it on every change from now on.
              if (parsed !== undefined && (parsed < range.min || parsed > range.max)) {
                field.onBlur();
              }
            }}
            onBlur={() => {
              const parsed = draft === null ? field.value : parseNumberInput(draft);
              setDraft(null);
              field.onChange(parsed === undefined || parsed === null ? null : normalise(parsed));
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
