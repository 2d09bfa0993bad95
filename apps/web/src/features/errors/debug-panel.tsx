import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { useSession } from '@/shared/session/session-store.ts';
import { useDisplayPreferences } from '@/shared/settings/display-preferences.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { debugProperties } from './debug-properties.ts';

/** Spec part 3 section 2: what Copy To Clipboard confirms. */
export const PROPERTIES_COPIED = SHELL_MESSAGES.propertiesCopied;

export function DebugPanel() {
  const preferences = useDisplayPreferences();
  const session = useSession();
  const properties = debugProperties(preferences, session?.user ?? null, window.location.href);

  async function copy() {
    const text = properties.map(([label, value]) => `${label}: ${value}`).join('\n');
    try {
      await navigator.clipboard.writeText(text);
      toast.success(PROPERTIES_COPIED);
    } catch {
      toast.error('The clipboard is not available in this browser');
    }
  }

  return (
    <section
      aria-label="Debug properties"
      className="mt-6 rounded-2xl border border-border bg-surface p-4 text-left"
    >
      <h2 className="text-base font-semibold text-text">Debug properties</h2>
      <dl className="mt-3 flex flex-col gap-2 text-sm">
        {properties.map(([label, value]) => (
          <div key={label} className="border-b border-border pb-2 last:border-0">
            <dt className="text-muted">{label}</dt>
            <dd className="font-mono text-xs break-all text-text">{value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="mt-4 w-full" onClick={() => void copy()}>
        Copy To Clipboard
      </Button>
    </section>
  );
}
