import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  createShareLink,
  revokeShareLink,
  shareLinks,
  updateShareLink,
} from '@ignite/domain/contract/safety';
import type { Coordinates } from '@ignite/domain/safety/location-text';
import type { CreatedShareLink } from '@ignite/domain/safety/safety-api';
import {
  DEFAULT_SHARE_HOURS,
  type ShareDurationHours,
} from '@ignite/domain/safety/share-durations';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { DurationPicker } from './duration-picker.tsx';
import { NameToShowField, nameToShowProblem } from './name-to-show-field.tsx';
import { OpenLinkRow } from './open-link-row.tsx';
import { shareLinkUrl } from './share-link-url.ts';

/**
 * Beyond the spec (decision 0032): a link that shows the owner's position to whoever holds it,
 * without signing in, for the hours chosen; the owner can share a newer position through it
 * or turn it off. `position` is null while there is none to share: the section stays, says a
 * link needs the location, and the open links can still be turned off.
 */
export function ShareLinksPanel({ position: given }: { position: Coordinates | null }) {
  const headingId = useId();
  // Only the coordinates: the server refuses anything else riding along (a position's source).
  const position = given && { latitude: given.latitude, longitude: given.longitude };
  const [hours, setHours] = useState<ShareDurationHours>(DEFAULT_SHARE_HOURS);
  // The first name only, to start with: the owner's choice of what a stranger may read.
  const firstName = useSession()?.user.firstName ?? '';
  const [nameToShow, setNameToShow] = useState(firstName);
  const [made, setMade] = useState<CreatedShareLink | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = useQuery(endpointQuery(shareLinks));
  const create = useApiMutation(createShareLink, { invalidates: [shareLinks] });
  const update = useApiMutation(updateShareLink, { invalidates: [shareLinks] });
  const revoke = useApiMutation(revokeShareLink, { invalidates: [shareLinks] });
  const busy = create.busy || update.busy || revoke.busy;

  /** Runs a call; its failure's message shows above the links, its success as a toast. */
  async function attempt(
    run: () => Promise<{ success: boolean; messages: string[] }>,
    done: string,
  ) {
    setProblem(null);
    const result = await run();
    if (result.success) toast.success(done);
    else setProblem(result.messages[0] ?? 'The link could not be changed. Please try again');
    return result.success;
  }

  async function makeLink() {
    if (!position || nameToShowProblem(nameToShow)) return;
    const result = await create.run({ body: { ...position, durationHours: hours, nameToShow } });
    setProblem(result.success ? null : (result.messages[0] ?? null));
    if (result.success) {
      setMade(result.data);
      toast.success('Your location link is ready to send');
    }
  }

  const links = open.data?.links ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold">
          Share a location link
        </h2>
        <p className="mt-1 text-base text-muted">
          Anyone you send the link to sees where you are, without signing in, until the time is up
          or you turn it off.
        </p>
      </div>
      {position ? null : (
        <p className="rounded-xl border border-border bg-raised p-3 text-base">
          A link needs your location: allow it and tap Try again, then make the link here.
          {links.length > 0 ? ' Your open links below can still be turned off.' : ''}
        </p>
      )}
      <NameToShowField name={nameToShow} disabled={busy || !position} onChange={setNameToShow} />
      <DurationPicker hours={hours} disabled={busy || !position} onChange={setHours} />
      <Button
        disabled={busy || !position || nameToShowProblem(nameToShow) !== null}
        onClick={() => void makeLink()}
      >
        Create link
      </Button>
      {problem ? (
        <p role="alert" className="rounded-xl border border-danger bg-danger-surface p-3 text-sm">
          {problem}
        </p>
      ) : null}
      {links.length > 0 ? (
        <ul aria-label="Your open location links" className="flex flex-col gap-3">
          {links.map((link) => (
            <OpenLinkRow
              key={link.shareLinkId}
              link={link}
              url={made?.shareLinkId === link.shareLinkId ? urlOf(made.token) : null}
              busy={busy}
              onUpdate={
                position
                  ? () =>
                      void attempt(
                        () =>
                          update.run({ params: { shareLinkId: link.shareLinkId }, body: position }),
                        'The link now shows your current location',
                      )
                  : null
              }
              onRevoke={() =>
                void attempt(
                  () => revoke.run({ params: { shareLinkId: link.shareLinkId } }),
                  'The link was turned off',
                )
              }
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const urlOf = (token: string) => shareLinkUrl(window.location.origin, token);
