import { logout } from '@/shared/logout/logout.ts';
import { paths } from '@/shared/routes.ts';
import { useSession } from '@/shared/session/session-store.ts';
import { Button } from './button.tsx';
import { ButtonLink } from './button-link.tsx';

/**
 * The way off a screen that has nothing else to offer (vehicle not ready yet): Sign out while
 * signed in, else Sign in.
 */
export function SignOutOrSignIn() {
  const session = useSession();
  return session ? (
    <Button variant="secondary" onClick={() => logout()}>
      Sign out
    </Button>
  ) : (
    <ButtonLink to={paths.login} variant="secondary">
      Sign in
    </ButtonLink>
  );
}
