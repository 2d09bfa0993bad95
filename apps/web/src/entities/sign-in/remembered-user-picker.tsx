import type { RememberedUser } from '@ignite/domain/user';

type Props = { users: readonly RememberedUser[]; onPick: (username: string) => void };

/**
 * Spec part 1 section 3, remembered other users: the people who signed in here with
 * Remember me. Tapping one fills the username and moves to the password, so only the
 * password is left to type.
 */
export function RememberedUserPicker({ users, onPick }: Props) {
  if (users.length === 0) return null;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-muted">Signed in here before</legend>
      <ul className="flex flex-wrap gap-2">
        {users.map((user) => (
          <li key={user.username}>
            <button
              type="button"
              onClick={() => onPick(user.username)}
              className="flex min-h-11 items-center gap-2 rounded-full border border-border bg-raised py-1 pr-4 pl-1 text-sm font-medium text-text hover:border-muted"
            >
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-full bg-accent text-xs font-bold text-on-accent"
              >
                {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()}
              </span>
              {user.firstName} {user.lastName}
              <span className="sr-only">, {user.username}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
