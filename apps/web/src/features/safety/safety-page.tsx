import { useState } from 'react';
import { usePosition } from '@/shared/location/use-position.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { LocationOff } from './location-off.tsx';
import { LocationPanel } from './location-panel.tsx';
import { RoadsideCall } from './roadside-call.tsx';
import { ShareLinksPanel } from './share/share-links-panel.tsx';

/**
 * /safety (spec part 3 section 2): where the user is, to copy or text to someone, a timed
 * link that shows it (decision 0032), and roadside assistance when the care plan has it. The
 * position comes from usePosition alone: never the dealership's. Without one, the page offers
 * to ask again, and the share section stays to say what it needs.
 */
export function SafetyPage() {
  const { position, settled } = usePosition();
  // Kept here: the notice is not shown while the browser is asked again.
  const [triedAgain, setTriedAgain] = useState(false);
  return (
    // One column on a phone, the location first; from md up the sharing and the call beside it.
    <div className="mx-auto grid w-full max-w-5xl gap-5 md:grid-cols-2 md:items-start md:gap-6">
      <div className="flex min-w-0 flex-col gap-5">
        {position ? (
          <LocationPanel position={position} />
        ) : settled ? (
          <LocationOff tried={triedAgain} onTryAgain={() => setTriedAgain(true)} />
        ) : (
          <LoadingBlock className="h-96 rounded-3xl bg-surface" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        <RoadsideCall />
        <ShareLinksPanel position={position} />
      </div>
    </div>
  );
}
