import { Icon } from '@/shared/icons/icon.tsx';
import { SignOutOrSignIn } from '@/shared/ui/sign-out-or-in.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';

/**
 * Where the welcome-flow guard sends an owner whose car still has to be claimed. Claiming by
 * registration and state arrives with the welcome-flow release; until then this says so.
 */
export function WelcomeFlowPage() {
  return (
    <StatusScreen
      art={<Icon set="special" name="construction" size="text-7xl" />}
      heading="Let's get your car ready"
      actions={<SignOutOrSignIn />}
    >
      <p>Your dealership has added your car. Claiming it in the app is coming next.</p>
      <p>Until then, your dealership or service centre can help with anything you need.</p>
    </StatusScreen>
  );
}
