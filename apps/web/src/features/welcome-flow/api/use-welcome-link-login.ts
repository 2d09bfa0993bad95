import { welcomeLinkLogin } from '@ignite/domain/contract/launch';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';

/**
 * POST /api/authentication/welcome-link: the sign-in of a welcome text's link, good once. It
 * carries no session's tokens: whoever was signed in on this phone before, the link signs in
 * the customer it was sent to.
 */
export function useWelcomeLinkLogin() {
  return useApiMutation(welcomeLinkLogin, { invalidates: [], anonymous: true });
}
