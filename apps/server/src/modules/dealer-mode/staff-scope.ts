// Whose apps a staff member may act on (spec part 3 sections 3 and 6): the union of the app
// ids in their roles. Anyone else, and any app outside those, is refused with 403.
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { forbidden } from '../../core/http-errors.ts';
import type { StaffRepository } from './staff-repository.ts';

export type StaffScope = {
  staffUserId: string;
  /** Every app id in the staff member's roles. */
  appIds: readonly string[];
  /** The asked-for apps, each one checked; all of the roles' apps when none is asked for. */
  narrowTo(requested: readonly string[] | undefined): string[];
  /** Throws 403 unless the app is one of the roles' apps. */
  require(appConfigurationId: string): void;
};

export type StaffScopes = ReturnType<typeof createStaffScopes>;

export function createStaffScopes(staff: StaffRepository) {
  /** The staff member's scope; 403 for a consumer or staff without dealer mode. */
  async function of(userId: string): Promise<StaffScope> {
    const user = await staff.member(userId);
    if (user?.kind !== 'staff' || !user.isDealerMode) throw forbidden(DEALER_MESSAGES.notStaff);
    const appIds = [...new Set((await staff.roleAppIds(userId)).flat())];
    const allowed = new Set(appIds);

    function require(appConfigurationId: string) {
      if (!allowed.has(appConfigurationId)) throw forbidden(DEALER_MESSAGES.appNotInRoles);
    }
    return {
      staffUserId: userId,
      appIds,
      require,
      narrowTo(requested) {
        if (!requested || requested.length === 0) return [...appIds];
        requested.forEach(require);
        return [...new Set(requested)];
      },
    };
  }

  return {
    of,

    /** The asked-for apps of the staff member's roles (all of them when none is asked for). */
    async appConfigurations(userId: string, requested: readonly string[] | undefined) {
      const appIds = (await of(userId)).narrowTo(requested);
      if (appIds.length === 0) return { appConfigurations: [] };
      return { appConfigurations: await staff.appConfigurations(appIds) };
    },
  };
}
