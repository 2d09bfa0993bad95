import { Icon } from '../../shared/icons/icon.tsx';
import { logout } from '../../shared/logout/logout.ts';
import { paths } from '../../shared/routes.ts';
import { useSession } from '../../shared/session/session-store.ts';
import { Button } from '../../shared/ui/button.tsx';
import { ButtonLink } from '../../shared/ui/button-link.tsx';
import { StatusScreen } from '../../shared/ui/status-screen.tsx';

/** Spec part 3 section 2: a shared vehicle whose owner has not finished setting it up. */
export function VehicleSetupIncompletePage() {
  const session = useSession();
  return (
    <StatusScreen
      art={<Icon set="special" name="construction" size="text-7xl" />}
      heading="Vehicle Setup in Motion!"
      actions={
        session ? (
          <Button variant="secondary" onClick={() => logout()}>
            Sign out
          </Button>
        ) : (
          <ButtonLink to={paths.login} variant="secondary">
            Sign in
          </ButtonLink>
        )
      }
    >
      <p>This vehicle has been shared with you, and it is still being set up.</p>
      <p>Please ask the owner to complete the setup steps from the My Garage tab.</p>
    </StatusScreen>
  );
}
