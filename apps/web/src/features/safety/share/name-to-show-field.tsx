import { useId } from 'react';
import { NAME_TO_SHOW_MAX, nameToShowField } from '@ignite/domain/safety/safety-api';
import { controlClass, errorClass, hintClass, labelClass } from '@/shared/inputs/field-styles.ts';

/** Why the name typed cannot go with a link, or null when it can (the server's own rule). */
export function nameToShowProblem(name: string): string | null {
  const checked = nameToShowField.safeParse(name);
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

type Props = { name: string; disabled: boolean; onChange: (name: string) => void };

/**
 * The name the link's page shows for the owner: their first name to start with, theirs to
 * change or clear (the page then says 'Someone'). A name too long is refused, never cut.
 */
export function NameToShowField({ name, disabled, onChange }: Props) {
  const id = useId();
  const problem = nameToShowProblem(name);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={labelClass}>
        Name to show (optional)
      </label>
      <input
        id={id}
        value={name}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint ${id}-problem`}
        autoComplete="given-name"
        className={controlClass}
      />
      <p id={`${id}-hint`} className={hintClass}>
        Whoever opens the link sees this name. Leave it empty to show “Someone”. Up to{' '}
        {NAME_TO_SHOW_MAX} characters.
      </p>
      <p id={`${id}-problem`} aria-live="polite" className={`${errorClass} empty:hidden`}>
        {problem ?? ''}
      </p>
    </div>
  );
}
