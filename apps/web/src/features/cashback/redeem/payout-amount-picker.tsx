import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { type PayoutChoice, stepPayout } from '@ignite/domain/cashback/redemption';
import { formatCurrency } from '@ignite/domain/format/currency';
import { readTypedNumber } from '@ignite/domain/validation/typed-input';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { controlClass, iconButtonClass } from '@/shared/inputs/field-styles.ts';

/** What the owner has picked: a quick-select choice, or the custom amount as typed. */
export type PayoutPick = { choice: PayoutChoice['choice'] | 'custom'; customText: string };

const LABELS: Record<PayoutChoice['choice'], string> = {
  lowest: 'Lowest',
  middle: 'Middle',
  highest: 'Highest',
};

/** The amount a pick stands for, in dollars; NaN when it stands for none. */
export function pickedAmount(pick: PayoutPick, choices: readonly PayoutChoice[]): number {
  if (pick.choice !== 'custom') {
    return choices.find(({ choice }) => choice === pick.choice)?.amount ?? Number.NaN;
  }
  // As typed: '$' and ',' may be written; anything else is not an amount, never cleaned into one.
  const typed = readTypedNumber(pick.customText);
  return typed.kind === 'number' ? typed.value : Number.NaN;
}

const chipClass =
  'flex min-h-16 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-field bg-surface px-2 py-2 text-center has-checked:border-accent has-checked:bg-raised has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent';

type Props = {
  /** The quick-select choices there are: never two of one amount (`payoutChoices`). */
  choices: readonly PayoutChoice[];
  pick: PayoutPick;
  error: string | null;
  disabled: boolean;
  onChange: (pick: PayoutPick) => void;
};

/**
 * Spec part 3 sections 2, 4 and 5: the payout amount as quick-select choices (lowest 10,
 * middle, highest: those there are) or a custom amount that steps by 10, with the amount's
 * message beneath.
 */
export function PayoutAmountPicker({ choices, pick, error, disabled, onChange }: Props) {
  const name = useId();
  const customId = useId();
  const errorId = useId();
  const amount = pickedAmount(pick, choices);
  const step = (direction: 1 | -1) =>
    onChange({
      choice: 'custom',
      customText: String(stepPayout(Number.isFinite(amount) ? amount : 0, direction)),
    });

  return (
    <fieldset className="flex flex-col gap-3" disabled={disabled}>
      <legend className="mb-3 text-base font-semibold">Amount to withdraw</legend>
      <div className="grid grid-cols-2 gap-2 min-[360px]:grid-cols-4">
        {choices.map(({ choice, amount: choiceAmount }) => (
          <label key={choice} className={chipClass}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={pick.choice === choice}
              onChange={() => onChange({ choice, customText: pick.customText })}
              className="sr-only"
            />
            {/* Whole dollars: the choices are multiples of 5, and the chips are narrow. */}
            <span className="text-lg font-bold tabular-nums">
              {formatCurrency(choiceAmount, 0)}
            </span>
            <span className="text-xs text-muted">{LABELS[choice]}</span>
          </label>
        ))}
        <label className={chipClass}>
          <input
            type="radio"
            name={name}
            value="custom"
            checked={pick.choice === 'custom'}
            onChange={() =>
              onChange({
                choice: 'custom',
                customText: Number.isFinite(amount) ? String(amount) : pick.customText,
              })
            }
            className="sr-only"
          />
          <span className="text-lg font-bold">Custom</span>
          <span className="text-xs text-muted">Your own</span>
        </label>
      </div>
      {pick.choice === 'custom' ? (
        <div className="flex flex-col gap-2">
          <label htmlFor={customId} className="text-sm font-medium">
            Custom amount
          </label>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={iconButtonClass}
              aria-label="Decrease the amount by $10"
              onClick={() => step(-1)}
            >
              <Glyph icon={Minus} className="text-xl" />
            </button>
            <div className="relative flex-1">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-4 flex items-center text-muted"
              >
                $
              </span>
              <input
                id={customId}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={pick.customText}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => {
                  onChange({ choice: 'custom', customText: event.target.value });
                }}
                className={`${controlClass} pl-8 tabular-nums`}
              />
            </div>
            <button
              type="button"
              className={iconButtonClass}
              aria-label="Increase the amount by $10"
              onClick={() => step(1)}
            >
              <Glyph icon={Plus} className="text-xl" />
            </button>
          </div>
        </div>
      ) : null}
      <p id={errorId} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error ?? ''}
      </p>
    </fieldset>
  );
}
