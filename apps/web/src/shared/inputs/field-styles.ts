// Class names shared by every input. Colours come from the theme's CSS variables (set per
// theme and mode by the shell), so one input looks right in every brand, dark or light.
// The `color:` hint tells Tailwind a var() is a colour, not a width or a size.

export const labelClass = 'text-sm font-medium text-[color:var(--color-text)]';

/**
 * Fields are filled with the surface colour (`var(--field-fill,var(--color-surface))`) unless
 * a panel around them sets `--field-fill`. A panel that is itself the surface colour (the
 * sign-in sheet) takes this class, so its fields stand out from it.
 */
export const raisedFieldsClass = '[--field-fill:var(--color-raised)]';

/**
 * 48 px tall at least: a thumb-sized target. Field edges use the 3:1 field colour. No width
 * here, so a control that sits beside another (a country or area-code list) can size itself.
 */
export const controlBoxClass =
  'min-h-12 rounded-xl border border-[color:var(--color-field)] bg-[color:var(--field-fill,var(--color-surface))] px-4 text-base text-[color:var(--color-text)] placeholder:text-[color:var(--color-muted)] focus:border-[color:var(--color-accent)] focus:outline-2 focus:outline-offset-0 focus:outline-[color:var(--color-accent)] aria-invalid:border-[color:var(--color-danger)] disabled:cursor-not-allowed disabled:border-dashed disabled:bg-[color:var(--color-raised)]';

/** A control that takes the whole row. */
export const controlClass = `${controlBoxClass} w-full`;

/** A required field shown as not yet valid (the phone field's rule). */
export const pendingRequiredClass = 'border-[color:var(--color-danger)]';

export const errorClass = 'text-sm text-[color:var(--color-danger)]';
export const hintClass = 'text-sm text-[color:var(--color-muted)]';

/** Square 48 px icon buttons beside a control (steppers, calendar). */
export const iconButtonClass =
  'grid size-12 shrink-0 place-items-center rounded-xl border border-[color:var(--color-field)] bg-[color:var(--color-raised)] text-[color:var(--color-text)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)] disabled:cursor-not-allowed disabled:bg-[color:var(--color-surface)] disabled:text-[color:var(--color-muted)]';
