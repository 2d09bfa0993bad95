import { Check, LoaderCircle } from 'lucide-react';
import { DISABLED_BUTTON } from '@/shared/ui/disabled-button.ts';
import { useFormStatus } from './form-context.ts';

/**
 * The submit button, showing the save state. It stays pressable while the form is invalid
 * or unchanged, so pressing it can say 'Form not ready' instead of doing nothing.
 */
export function SaveButton({
  label = 'Save',
  savingLabel = 'Saving…',
  showSaved = true,
  notReady = false,
}: {
  label?: string;
  savingLabel?: string;
  /** Whether a successful save reads 'Saved' (with a tick) until the next edit. */
  showSaved?: boolean;
  notReady?: boolean;
}) {
  const { saveState } = useFormStatus();
  const saving = saveState === 'Saving';
  const saved = saveState === 'Saved' && showSaved;
  return (
    <button
      type="submit"
      disabled={saving || notReady}
      data-save-state={saveState}
      className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-[color:var(--color-accent)] px-5 text-base font-semibold text-[color:var(--color-on-accent)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[color:var(--color-accent)] ${saving ? 'cursor-progress' : DISABLED_BUTTON}`}
    >
      {saving ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {saved ? <Check aria-hidden="true" className="size-5" /> : null}
      <span aria-live="polite">{saving ? savingLabel : saved ? 'Saved' : label}</span>
    </button>
  );
}
