import { WifiOff } from 'lucide-react';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';

export const OFFLINE_TITLE = 'You are offline';

/**
 * The app has no network: it says so, what the page shows meanwhile (`children`), and what
 * happens next. The page loads by itself once the network is back; Retry asks at once.
 */
export function OfflineNotice({
  children,
  retrying,
  onRetry,
}: {
  children: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section
      aria-labelledby="offline-title"
      className="flex flex-col gap-3 rounded-3xl border border-warning/40 bg-warning/10 p-5"
    >
      <h2 id="offline-title" className="flex items-center gap-2 text-lg font-semibold">
        <Glyph icon={WifiOff} className="text-xl" />
        {OFFLINE_TITLE}
      </h2>
      <p role="status" className="text-base">
        {children}
      </p>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Trying…' : 'Retry'}
      </Button>
    </section>
  );
}
