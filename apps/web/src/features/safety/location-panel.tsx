import { useId } from 'react';
import { Copy, MessageSquareText } from 'lucide-react';
import {
  coordinatesText,
  formatCoordinate,
  helpMessage,
  smsHref,
} from '@ignite/domain/safety/location-text';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { isDesktopBrowser } from '@/shared/contact/contact-link.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import type { PositionSource, UserPosition } from '@/shared/location/use-position.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button, buttonClass } from '@/shared/ui/button.tsx';
import { copyText } from '@/shared/clipboard/copy-text.ts';
import { LocationMap } from './map/location-map.tsx';

const SOURCE_NOTES: Record<PositionSource, string> = {
  device: 'From this device’s location.',
  custom: 'From the custom GPS coordinates in Demo Settings.',
  launch: 'From the app that opened this one.',
};

/** Spec part 3 section 8: a text message cannot be sent from a desktop browser. */
const SMS_UNSUPPORTED =
  'Text messages are not supported from a browser. Copy your location and send it from your phone.';

/**
 * Spec part 3 section 2: the user's latitude and longitude (up to 6 decimals), a map, Copy
 * and Send, and the 'I need help' message Send puts in a text.
 */
export function LocationPanel({ position }: { position: UserPosition }) {
  const headingId = useId();
  const message = helpMessage(position);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <h2 id={headingId} className="text-lg font-bold">
        Your location
      </h2>
      <LocationMap position={position} />
      <dl className="grid grid-cols-2 gap-3">
        <Coordinate label="Latitude" value={formatCoordinate(position.latitude)} />
        <Coordinate label="Longitude" value={formatCoordinate(position.longitude)} />
      </dl>
      <p className="text-sm text-muted">{SOURCE_NOTES[position.source]}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="secondary"
          onClick={() => void copyText(coordinatesText(position), SAFETY_MESSAGES.locationCopied)}
        >
          <Glyph icon={Copy} className="text-lg" />
          Copy
        </Button>
        <a
          href={smsHref(message)}
          className={buttonClass('primary')}
          onClick={() => {
            if (isDesktopBrowser()) toast.info(SMS_UNSUPPORTED);
          }}
        >
          <Glyph icon={MessageSquareText} className="text-lg" />
          Send
        </a>
      </div>
      <div className="rounded-2xl bg-raised p-4">
        <p className="text-sm font-semibold text-muted">The message Send writes for you</p>
        <p className="mt-1 text-base break-words">{message}</p>
      </div>
    </section>
  );
}

function Coordinate({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-2xl bg-raised px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-mono text-lg font-semibold break-all tabular-nums">{value}</dd>
    </div>
  );
}
