import { createContext, useContext } from 'react';
import type { SaveState } from '@ignite/domain/validation/form-save';

/** Spec part 1 section 4: the form flags. */
export type FormFlags = {
  /** Some value differs from the initial values (empty strings counting as undefined). */
  dirty: boolean;
  clean: boolean;
  /** The user has left at least one field. */
  touched: boolean;
  pristine: boolean;
  valid: boolean;
  invalid: boolean;
};

export type FormStatus = FormFlags & { saveState: SaveState };

export const FormStatusContext = createContext<FormStatus | null>(null);

/** The flags and save state of the enclosing `Form`, for buttons and hints inside it. */
export function useFormStatus(): FormStatus {
  const status = useContext(FormStatusContext);
  if (!status) throw new Error('useFormStatus is used outside a <Form>');
  return status;
}

export function formFlags(state: { dirty: boolean; touched: boolean; valid: boolean }): FormFlags {
  return {
    dirty: state.dirty,
    clean: !state.dirty,
    touched: state.touched,
    pristine: !state.touched,
    valid: state.valid,
    invalid: !state.valid,
  };
}
