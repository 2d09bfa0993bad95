import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { useDemoLaunchLinks, useFreshDemoLaunchLinks } from './get-demo-launch-links.ts';
import { launchLinkVehicle } from './launch-link-vehicle.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';

// Ours: the spec describes the switch, not its words.
export const DEMO_VEHICLE_GONE = 'That demo vehicle is no longer available';

/**
 * Demo vehicle switching: every demo persona's vehicle, each opened the way a host app opens
 * the web app, with a signed launch link; the page reloads /my-garage with the link's query
 * and the app signs that persona in.
 */
export function DemoVehicles({ currentAppVehicleId }: { currentAppVehicleId: string | null }) {
  const links = useDemoLaunchLinks();
  const freshLinks = useFreshDemoLaunchLinks();
  const [switching, setSwitching] = useState<string | null>(null);

  const switchTo = async (appVehicleId: string) => {
    setSwitching(appVehicleId);
    try {
      const link = (await freshLinks()).find((l) => launchLinkVehicle(l.url) === appVehicleId);
      if (!link) throw new Error(DEMO_VEHICLE_GONE);
      window.location.assign(link.url);
    } catch (error) {
      // An ApiError carries the server's messages; anything else is ours.
      toast.error((error instanceof Error && error.message) || GENERIC_ERROR_MESSAGE);
      setSwitching(null);
    }
  };

  if (links.isPending) {
    return <LoadingBlock className="h-32 rounded-2xl bg-raised" />;
  }
  if (!links.data) {
    return (
      <p className="py-2 text-sm text-muted">{links.error?.message || GENERIC_ERROR_MESSAGE}</p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border">
      {links.data.map((link) => {
        const appVehicleId = launchLinkVehicle(link.url);
        const current = appVehicleId !== null && appVehicleId === currentAppVehicleId;
        return (
          <li key={link.url} className="flex min-h-16 items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate text-base font-medium">{link.vehicleDisplayName}</p>
              <p className="truncate text-sm text-muted">{`${link.firstName} · ${link.username}`}</p>
            </div>
            {current ? (
              <span className="shrink-0 rounded-full bg-raised px-3 py-1 text-sm font-semibold">
                Current
              </span>
            ) : (
              <Button
                variant="secondary"
                className="shrink-0"
                disabled={appVehicleId === null || switching !== null}
                aria-label={`Switch to ${link.vehicleDisplayName} (${link.username})`}
                onClick={() => appVehicleId && void switchTo(appVehicleId)}
              >
                {switching === appVehicleId ? 'Switching…' : 'Switch'}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
