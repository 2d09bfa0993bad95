import { Icon } from '@/shared/icons/icon.tsx';
import { SignOutOrSignIn } from '@/shared/ui/sign-out-or-in.tsx';
import { StatusScreen } from '@/shared/ui/status-screen.tsx';
import { ChooseAppPanel } from './panels/choose-app-panel.tsx';
import { ErrorPanel } from './panels/error-panel.tsx';
import { ConfirmVehiclePanel, FindVehiclePanel } from './panels/find-vehicle-panel.tsx';
import { LoadingPanel } from './panels/loading-panel.tsx';
import { MobilePanel } from './panels/mobile-panel.tsx';
import { StepIndicator, type WelcomeStepKey } from './panels/step-indicator.tsx';
import { type Step, useWelcomeFlow } from './use-welcome-flow.ts';

/** The step a panel belongs to; none while loading or after an error. */
function stepOf(step: Step): WelcomeStepKey | null {
  if (step.panel === 'find') return 'find';
  if (step.panel === 'confirm' || step.panel === 'chooseApp') return 'confirm';
  if (step.panel === 'mobile') return 'mobile';
  return null;
}

/**
 * /welcome-flow (spec part 2 sections 2, 4 and 8): a new owner claims the car their dealership
 * set up: find it by rego and state, confirm the odometer, verify the mobile, and land in My
 * Garage. The dealership's name heads the page (the app has no dealership logo to show) and a
 * step indicator says where the owner is. The route is anonymous, but every call is made under the owner's own session (a
 * signed launch or a sign-in); without one the page asks them to sign in.
 */
export function WelcomeFlowPage() {
  const flow = useWelcomeFlow();
  if (!flow.hasSession) {
    return (
      <StatusScreen
        art={<Icon set="special" name="construction" size="text-7xl" />}
        heading="Let's get your car ready"
        actions={<SignOutOrSignIn />}
      >
        <p>Sign in with the details your dealership gave you, or open the link they sent.</p>
      </StatusScreen>
    );
  }
  const { step, dealershipName } = flow;
  const current = stepOf(step);
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-6 px-4 py-8">
      <header className="flex flex-col gap-3">
        <div>
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">Welcome</p>
          {dealershipName ? (
            <p className="text-lg font-semibold break-words">{dealershipName}</p>
          ) : null}
        </div>
        {current ? <StepIndicator current={current} /> : null}
      </header>
      {step.panel === 'loading' ? <LoadingPanel messages={step.messages} /> : null}
      {step.panel === 'find' ? <FindVehiclePanel onFind={flow.find} /> : null}
      {step.panel === 'confirm' ? (
        <ConfirmVehiclePanel
          vehicle={step.vehicle}
          foundByDealer={step.foundByDealer}
          onConfirm={(odometer) => flow.confirm(step.vehicle, odometer)}
          onReset={flow.reset}
        />
      ) : null}
      {step.panel === 'chooseApp' ? (
        <ChooseAppPanel
          onSubmitCode={flow.submitCode}
          onChoose={(found) => flow.chooseApp(step.vehicle, found.appConfigurationId)}
        />
      ) : null}
      {step.panel === 'mobile' ? (
        <MobilePanel
          mobileNumber={step.mobileNumber}
          onSend={flow.sendCode}
          onVerify={(code) => flow.verifyCode(step.vehicle, code)}
          onBack={() => flow.backToOdometer(step.vehicle)}
        />
      ) : null}
      {step.panel === 'error' ? <ErrorPanel error={step.error} onTryAgain={flow.tryAgain} /> : null}
    </main>
  );
}
