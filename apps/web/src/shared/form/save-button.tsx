import { Check, LoaderCircle } from 'lucide-react';
import type { SaveState } from '@ignite/domain/validation/form-save';
import { useFormStatus } from './form-context.ts';

const labels: Record<SaveState, string> = {
  NotSaved: '',
  Saving: 'Saving…',
  Saved: 'Saved',
  Error: '',
};

/**
 * The submit button, showing the save state. It stays pressable while the form is invalid
 * or unchanged, so pressing it can say 'Form not ready' instead of doing nothing.
 */
export function SaveButton({
  label = 'Save',
  notReady = false,
}: {
  label?: string;
  notReady?: boolean;
}) {
  const { saveState } = useFormStatus();
  const saving = saveState === 'Saving';
  return (
    <button
      type="submit"
      disabled={saving || notReady}
      data-save-state={saveState}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-[color:var(--color-accent)] px-5 text-base font-semibold text-[color:var(--color-on-accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)] disabled:opacity-60 data-[save-state=Saving]:cursor-progress"
    >
      {saving ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {saveState === 'Saved' ? <Check aria-hidden="true" className="size-5" /> : null}
      <span aria-live="polite">{labels[saveState] || label}</span>
    </button>
  );
}
