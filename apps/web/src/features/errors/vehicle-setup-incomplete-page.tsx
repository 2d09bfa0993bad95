import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SHELL_MESSAGES } from '@ignite/domain/shell-messages';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { reauthenticate } from '@/shared/logout/reauthenticate.ts';
import { getSession, hasLiveSession } from '@/shared/session/session-store.ts';
import { SignOutOrSignIn } from '@/shared/ui/sign-out-or-in.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/**
 * The page follows the vehicle's real state, not the one the session held at sign-in: on
 * opening, the session is renewed, and a vehicle that is set up by now (or was never a
 * shared one being set up) goes on to My Garage.
 */
function useLeaveOnceSetUp() {
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasLiveSession()) return;
    let cancelled = false;
    void reauthenticate().then((renewed) => {
      if (!renewed || cancelled) return;
      const vehicle = getSession()?.user.activeVehicle;
      const stillBeingSetUp = vehicle?.isShared === true && vehicle.requiresWelcomeFlow;
      if (!stillBeingSetUp) void navigate(paths.myGarage, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
}

/** Spec part 3 section 2: a shared vehicle whose owner has not finished setting it up. */
export function VehicleSetupIncompletePage() {
  useLeaveOnceSetUp();
  return (
    <StatusScreen
      art={<Icon set="special" name="construction" size="text-7xl" />}
      heading={SHELL_MESSAGES.setupIncompleteTitle}
      actions={<SignOutOrSignIn />}
    >
      <p>This vehicle has been shared with you, and it is still being set up.</p>
      <p>Please ask the owner to complete the setup steps from the My Garage tab.</p>
    </StatusScreen>
  );
}
