import { useEffect, useState } from 'react';
import { MapPinOff, RotateCw } from 'lucide-react';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { askDevicePositionAgain } from '@/shared/location/device-position.ts';
import { Button } from '@/shared/ui/button.tsx';

/** What the browser says of this site's use of location, where it can tell. */
type Permission = 'granted' | 'denied' | 'prompt' | 'unknown';

/**
 * The browser's setting for this site, kept current: a 'denied' browser will not ask again,
 * so the page says where to change it instead of only offering to ask.
 */
function useLocationPermission(): Permission {
  const [state, setState] = useState<Permission>('unknown');
  useEffect(() => {
    let status: PermissionStatus | null = null;
    const read = () => setState(status?.state ?? 'unknown');
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        read();
        status.addEventListener('change', read);
      })
      .catch(() => setState('unknown'));
    return () => status?.removeEventListener('change', read);
  }, []);
  return state;
}

/**
 * Spec part 3 section 8: no position from any source. Never the dealership's position in its
 * place: help sent there would go to the wrong address. Try again asks the browser once more,
 * after the owner has allowed it; where the browser has blocked the site it will not ask, so
 * the steps to allow it in the settings come first.
 */
export function LocationOff({ tried, onTryAgain }: { tried: boolean; onTryAgain: () => void }) {
  const permission = useLocationPermission();
  const blocked = permission === 'denied';
  return (
    <section
      aria-label="Location"
      className="flex flex-col items-center gap-3 rounded-3xl border border-border bg-surface p-6 text-center"
    >
      <span className="grid size-16 place-items-center rounded-full bg-raised text-accent">
        <Glyph icon={MapPinOff} className="text-3xl" />
      </span>
      <div role="status">
        <h2 className="text-xl font-bold">{SAFETY_MESSAGES.locationOff}</h2>
        {tried ? (
          <p className="mt-1 text-base font-semibold">Your location is still not available.</p>
        ) : null}
      </div>
      <p className="max-w-sm text-base text-muted">
        {blocked
          ? 'Your browser is set to block location for this site, so it will not ask again. '
          : 'Try again and your browser asks for your location: choose Allow. '}
        To see and share where you are, turn on Location Services on your phone and allow this site
        to use your location.
      </p>
      <Button
        className="w-full max-w-sm"
        onClick={() => {
          onTryAgain();
          askDevicePositionAgain();
        }}
      >
        <Glyph icon={RotateCw} className="text-lg" />
        Try again
      </Button>
      <details className="w-full max-w-sm text-left" open={blocked}>
        <summary className="min-h-12 cursor-pointer py-3 text-base font-semibold">
          How to allow location
        </summary>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-muted">
          <li>
            In the browser: tap the icon beside the address bar, open the site’s settings or
            permissions, and set Location to Allow.
          </li>
          <li>
            iPhone: Settings, Privacy &amp; Security, Location Services: turn it on, then set your
            browser to While Using the App.
          </li>
          <li>Android: Settings, Location: turn on Use location, and allow your browser.</li>
        </ul>
        <p className="mt-2 text-base text-muted">Then come back here and tap Try again.</p>
      </details>
    </section>
  );
}
