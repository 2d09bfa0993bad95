import { useId, type ReactNode } from 'react';

export type Choice<T extends string> = { value: T; label: string; hint?: string };

/** One choice among a few, as large radio rows that a thumb hits. */
export function ChoiceList<T extends string>({
  legend,
  choices,
  value,
  onChange,
  children,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex min-h-12 cursor-pointer items-start gap-3 rounded-2xl border border-border bg-raised px-4 py-3 has-[:checked]:border-accent"
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            className="mt-1 size-5 accent-[color:var(--color-accent)]"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium break-words">{choice.label}</span>
            {choice.hint ? <span className="text-sm text-muted">{choice.hint}</span> : null}
          </span>
        </label>
      ))}
      {children}
    </fieldset>
  );
}
