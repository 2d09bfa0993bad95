import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes.ts';
import { takeReturnTo } from '@/shared/session/return-to.ts';
import { GaugeArt } from '@/shared/ui/gauge-art.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { SignInForm } from '@/entities/sign-in/sign-in-form.tsx';

/** /login (spec part 1 section 3): signed in, the user goes back where they were headed. */
export function LoginPage() {
  const navigate = useNavigate();
  return (
    <Screen>
      {/* The art gives way to the form's messages and to short screens (the desktop frame). */}
      <div className="group/login flex flex-1 flex-col justify-end pt-6 pb-8 has-[~form[data-has-errors=true]]:pb-4">
        <GaugeArt className="mb-8 size-40 self-center opacity-90 group-has-[~form[data-has-errors=true]]/login:hidden [@media(max-height:700px)]:hidden sm:[@media(max-height:940px)]:hidden" />
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
