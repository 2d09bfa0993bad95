// Users as the other modules need them: found by username, viewed as the spec's User, moved
// to another vehicle. No routes of its own yet (the profile calls will be its).
import type { User } from '@ignite/domain/user';
import type { UserRepository } from './user-repository.ts';
import { toUser } from './user-view.ts';

type Deps = { repository: UserRepository; demoMode: boolean };

export type UserService = ReturnType<typeof createUserService>;

export function createUserService({ repository, demoMode }: Deps) {
  return {
    findByUsername: repository.findByUsername,

    /** The spec's User; null when there is no such user. */
    async view(userId: string): Promise<User | null> {
      const rows = await repository.findViewRows(userId);
      return rows ? toUser(rows, demoMode) : null;
    },

    setActiveVehicle: repository.setActiveVehicle,
  };
}
