import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { GaugeArt } from '@/shared/ui/gauge-art.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** /login (spec part 1 section 3): signed in, the user goes back where they were headed. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Screen>
      <div className="flex flex-1 flex-col justify-end pt-6 pb-8">
        <GaugeArt className="mb-8 size-40 self-center opacity-90 [@media(max-height:700px)]:hidden" />
        <h1 className="text-4xl font-bold tracking-tight">Sign in</h1>
        <p className="mt-3 max-w-xs text-base text-muted">
          Your car, your dealership and your rewards, all in one place.
        </p>
      </div>
      {/* A sheet rising from the bottom edge keeps the form within thumb reach. */}
      <SignInForm
        onSignedIn={() => void navigate(takeReturnTo() ?? paths.myGarage, { replace: true })}
      />
    </Screen>
  );
}
