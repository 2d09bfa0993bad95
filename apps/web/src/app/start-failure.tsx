import { Unplug } from 'lucide-react';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { PhoneColumn } from '@/shared/ui/phone-column.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/**
 * What the entry draws when the app's own code (the router and its pages, a chunk of their
 * own) cannot be downloaded: a phone losing its signal, or a server just updated to a build
 * that no longer has the page's chunk. It is the general failure page's words, without what
 * needs the router; Try again loads the page anew, with the newest build's chunks.
 */
export function StartFailure() {
  return (
    <PhoneColumn>
      <StatusScreen
        art={<Glyph icon={Unplug} className="text-7xl" />}
        heading={SHELL_MESSAGES.failureTitle}
        lead={SHELL_MESSAGES.failureLead}
        actions={<Button onClick={() => window.location.reload()}>Try again</Button>}
      >
        <p>The app could not be downloaded.</p>
        <p>Check that Wi-Fi or mobile data is on, then try again.</p>
      </StatusScreen>
    </PhoneColumn>
  );
}
