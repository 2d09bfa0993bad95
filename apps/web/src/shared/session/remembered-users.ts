import type { RememberedUser } from '@ignite/domain/user';

/**
 * Spec part 1 section 4, Login: the user is remembered or forgotten according to the
 * rememberMe flag. The most recent sign-in comes first. Usernames match case-insensitively
 * because the server treats them that way.
 */
export function rememberOrForget(
  list: readonly RememberedUser[],
  user: RememberedUser,
  rememberMe: boolean,
): RememberedUser[] {
  const key = user.username.toLowerCase();
  const others = list.filter((entry) => entry.username.toLowerCase() !== key);
  return rememberMe ? [user, ...others] : others;
}
