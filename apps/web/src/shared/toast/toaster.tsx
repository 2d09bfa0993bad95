import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToToasts, type ToastKind } from './toast-store.ts';

// The kind shows as a coloured edge and a word for screen readers, not by colour alone.
const edge: Record<ToastKind, string> = {
  success: 'border-l-[color:var(--color-accent)]',
  info: 'border-l-[color:var(--color-accent)]',
  warning: 'border-l-[color:var(--color-warning)]',
  error: 'border-l-[color:var(--color-danger)]',
};

const label: Record<ToastKind, string> = {
  success: 'Success',
  info: 'Information',
  warning: 'Warning',
  error: 'Error',
};

/**
 * Spec part 1 section 8: toasts appear at the bottom centre. Errors and warnings are
 * announced at once (role=alert); success and info wait for a pause (role=status).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[var(--toast-clearance)] z-50 sm:absolute flex flex-col items-center gap-2 px-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border-l-4 bg-[color:var(--color-surface)] px-4 py-3 text-sm text-[color:var(--color-text)] shadow-lg ${edge[t.kind]}`}
        >
          <p className="flex-1">
            <span className="sr-only">{label[t.kind]}: </span>
            {t.message}
          </p>
          <button
            type="button"
            onClick={() => dismissToast(t.id)}
            aria-label="Dismiss"
            className="-m-2 min-h-11 min-w-11 rounded-lg p-2 text-lg leading-none opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-[color:var(--color-accent)]"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
