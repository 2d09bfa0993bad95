import { type InputHTMLAttributes, type Ref, useId } from 'react';

type SwitchProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'checked' | 'onChange'
> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While a change is being saved: dimmed, announced as busy, and not toggled again. */
  busy?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * An on/off switch: a real checkbox with role="switch", so it is announced as 'on' or 'off'
 * and toggled with Space. It needs no Form (the form layer's ToggleInput draws this one); it
 * is controlled, so it shows `checked` until its owner says otherwise. Name it with a label
 * (SwitchRow) or aria-label.
 */
export function Switch({
  checked,
  onCheckedChange,
  busy = false,
  className = '',
  ...input
}: SwitchProps) {
  return (
    <span className={`relative inline-flex h-12 w-16 shrink-0 items-center ${className}`}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => {
          if (!busy) onCheckedChange(event.target.checked);
        }}
        aria-busy={busy || undefined}
        className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed"
        {...input}
      />
      <span
        aria-hidden="true"
        className={`h-8 w-14 rounded-full border border-field bg-raised transition-colors peer-checked:border-accent peer-checked:bg-accent peer-disabled:opacity-50 ${busy ? 'opacity-60' : ''}`}
      />
      <span
        aria-hidden="true"
        className="absolute left-2 size-6 rounded-full bg-text transition-transform peer-checked:translate-x-6 peer-checked:bg-on-accent"
      />
    </span>
  );
}

type SwitchRowProps = Omit<SwitchProps, 'id' | 'aria-describedby'> & {
  label: string;
  hint?: string;
  /** Classes for the row (spacing in a list, say). */
  className?: string;
};

/** A switch with its label (and hint) on one 48 px row; the whole label toggles it. */
export function SwitchRow({ label, hint, className = '', ...control }: SwitchRowProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex min-h-12 items-center justify-between gap-4 ${className}`}>
      <label htmlFor={id} className="flex-1 cursor-pointer text-base">
        {label}
        {hint ? (
          <span id={hintId} className="mt-0.5 block text-sm text-muted">
            {hint}
          </span>
        ) : null}
      </label>
      <Switch id={id} aria-describedby={hint ? hintId : undefined} {...control} />
    </div>
  );
}
