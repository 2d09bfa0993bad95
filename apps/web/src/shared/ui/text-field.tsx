import { type ComponentProps, useId } from 'react';

type Props = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
};

/** A labelled input whose error is announced with it (aria-describedby). */
export function TextField({ label, error, className = '', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-12 w-full rounded-xl border border-field bg-raised px-4 text-base text-text placeholder:text-muted focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/40 aria-invalid:border-danger"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
