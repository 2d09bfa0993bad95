import { Icon } from '@/shared/icons/icon.tsx';
import { SignOutOrSignIn } from '@/shared/ui/sign-out-or-in.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/** Spec part 3 section 2: a shared vehicle whose owner has not finished setting it up. */
export function VehicleSetupIncompletePage() {
  return (
    <StatusScreen
      art={<Icon set="special" name="construction" size="text-7xl" />}
      heading="Vehicle Setup in Motion!"
      actions={<SignOutOrSignIn />}
    >
      <p>This vehicle has been shared with you, and it is still being set up.</p>
      <p>Please ask the owner to complete the setup steps from the My Garage tab.</p>
    </StatusScreen>
  );
}
