// What every field shares, apart from the form state that binds it (use-form-field.ts), so
// a field's frame can be drawn without react-hook-form (the sign-in page).

/** What every input component takes besides its own options. */
export type FieldProps = {
  /** The field's name in the enclosing Form's values. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Hides the '*' and, for the phone field, the invalid style shown until valid. */
  hideRequiredIndicator?: boolean;
  disabled?: boolean;
  className?: string;
};

/** What the FieldFrame around a control shows: the label, the hint and the error. */
export type FrameProps = Pick<
  FieldProps,
  'label' | 'hint' | 'required' | 'hideRequiredIndicator' | 'className'
> & { id: string; error: string | undefined };

/** The ids of a field's hint and error, derived from the id of its control. */
export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;
