import { useSearchParams } from 'react-router';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';
import { DebugPanel } from './debug-panel.tsx';

/** Debug mode (the user's 'debug' permission) or internal mode (?debug=true). */
function useShowsDebugPanel(): boolean {
  const [query] = useSearchParams();
  const session = useSession();
  return query.get('debug') === 'true' || (session?.user.permissions.includes('debug') ?? false);
}

/** Spec part 3 section 2, general failure: shown at /error and when a page crashes. */
export function GeneralFailurePage() {
  const showDebug = useShowsDebugPanel();
  return (
    <StatusScreen
      art={<Icon set="special" name="unplugged" size="text-7xl" />}
      heading={SHELL_MESSAGES.failureTitle}
      lead={SHELL_MESSAGES.failureLead}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <ButtonLink to={paths.myGarage} variant="secondary" reloadDocument>
            Go to My Garage
          </ButtonLink>
        </>
      }
    >
      <p>We are sorry, something went wrong on our side.</p>
      <p>Please try again in a few minutes. If the problem continues, please contact support.</p>
      {showDebug ? <DebugPanel /> : null}
    </StatusScreen>
  );
}
