import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/routes.ts';
import { startSession } from '@/shared/session/session-store.ts';
import { adoptAppConfiguration } from '@/shared/logout/adopt-app-configuration.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { Screen } from '@/shared/ui/screen.tsx';
import { useWelcomeLinkLogin } from './api/use-welcome-link-login.ts';
import { ARRIVED_BY_LINK } from './arrival.ts';

/**
 * /welcome/:token: the link of the welcome text dealership staff sent (dealer mode). It signs
 * the customer in once, then the welcome flow, told they came by the link, shows the car staff
 * set up for them to confirm. A link used or expired says so, with the way to sign in.
 */
export function WelcomeLinkPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const login = useWelcomeLinkLogin();
  // The link is good for one sign-in: React's development double effect must not spend it.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void login.run({ body: { token } }).then((result) => {
      if (!result.success) {
        setProblem(result.messages[0] ?? 'This link is not valid');
        return;
      }
      const { user, tokens, appConfiguration } = result.data;
      startSession({ user, tokens }, user.email || user.firstName, false);
      // An app that is not valid ends the session again, as a launch into it does.
      const valid = adoptAppConfiguration(appConfiguration);
      void navigate(
        valid ? paths.welcomeFlow : paths.error,
        valid ? { replace: true, state: ARRIVED_BY_LINK } : { replace: true },
      );
    });
  }, [token, navigate, login]);

  return (
    <Screen>
      <div className="flex flex-1 flex-col justify-center gap-4">
        {problem ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Welcome</h1>
            <p role="alert" className="text-base">
              {problem}
            </p>
            <ButtonLink to={paths.login}>Sign in</ButtonLink>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Setting up your app…</h1>
            <LoadingBlock className="h-24 rounded-3xl bg-surface" />
          </>
        )}
      </div>
    </Screen>
  );
}
