import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string };

/**
 * The whole row is the label, so the touch target is the row, not the small box. The box is
 * drawn by us (the native one ignores the theme) over a real checkbox, which keeps the
 * keyboard and screen-reader behaviour.
 */
export function Checkbox({ label, className = '', ...input }: Props) {
  return (
    <label className={`flex min-h-12 cursor-pointer items-center gap-3 text-base ${className}`}>
      <span className="relative grid size-6 shrink-0 place-items-center">
        <input
          type="checkbox"
          className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-field bg-raised transition-colors checked:border-accent checked:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          {...input}
        />
        <svg
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="pointer-events-none absolute size-4 fill-none stroke-on-accent stroke-[2.5] opacity-0 peer-checked:opacity-100"
        >
          <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
      <span>{label}</span>
    </label>
  );
}
