import { Copy } from 'lucide-react';
import { formatDefaultDateTime } from '@ignite/domain/format/date-time';
import { coordinatesText } from '@ignite/domain/safety/location-text';
import { type OwnShareLink, SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { copyText } from '@/shared/clipboard/copy-text.ts';

type Props = {
  link: OwnShareLink;
  /** The link's address, known only on the device that just made it (the token is not kept). */
  url: string | null;
  busy: boolean;
  /** Null while there is no position to share again. */
  onUpdate: (() => void) | null;
  onRevoke: () => void;
};

const when = (iso: string) => formatDefaultDateTime(new Date(iso));

/** One open location link: what it shows since when, until when, and its owner's controls. */
export function OpenLinkRow({ link, url, busy, onUpdate, onRevoke }: Props) {
  return (
    <li className="@container flex flex-col gap-3 rounded-2xl bg-raised p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Shared</dt>
        <dd className="font-semibold">{when(link.sharedAt)}</dd>
        <dt className="text-muted">Ends</dt>
        <dd className="font-semibold">{when(link.expiresAt)}</dd>
        <dt className="text-muted">Shows</dt>
        <dd className="font-mono break-all">{coordinatesText(link)}</dd>
        <dt className="text-muted">Name</dt>
        <dd className="font-semibold break-words">{link.nameToShow ?? 'Someone'}</dd>
      </dl>
      {url ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold">Your link</p>
          <p className="rounded-xl border border-field bg-surface px-3 py-2 font-mono text-sm break-all">
            {url}
          </p>
          <Button
            variant="secondary"
            onClick={() => void copyText(url, SAFETY_MESSAGES.linkCopied)}
          >
            <Glyph icon={Copy} className="text-lg" />
            Copy link
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted">
          The link&apos;s address is shown only when it is made. Make a new one to send again.
        </p>
      )}
      {/* Side by side only where "Update location" fits on one line. */}
      <div className="grid gap-2 @xs:grid-cols-2">
        <Button variant="secondary" disabled={busy || !onUpdate} onClick={() => onUpdate?.()}>
          Update location
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onRevoke}>
          Turn off
        </Button>
      </div>
    </li>
  );
}
