// Whose apps a staff member may act on (spec part 3 sections 3 and 6): the union of the app
// ids in their roles. Anyone else, and any app outside those, is refused with 403.
import { eq } from 'drizzle-orm';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { forbidden } from '../../core/http-errors.ts';
import type { Database } from '../../db/client.ts';
import { roles, users } from '../../db/schema.ts';

export type StaffScope = {
  staffUserId: string;
  /** Every app id in the staff member's roles. */
  appIds: readonly string[];
  /** The asked-for apps, each one checked; all of the roles' apps when none is asked for. */
  narrowTo(requested: readonly string[] | undefined): string[];
  /** Throws 403 unless the app is one of the roles' apps. */
  require(appConfigurationId: string): void;
};

export async function staffScopeOf(db: Database, userId: string): Promise<StaffScope> {
  const [user] = await db
    .select({ kind: users.kind, isDealerMode: users.isDealerMode })
    .from(users)
    .where(eq(users.id, userId));
  if (user?.kind !== 'staff' || !user.isDealerMode) throw forbidden(DEALER_MESSAGES.notStaff);
  const rows = await db
    .select({ appIds: roles.appIds })
    .from(roles)
    .where(eq(roles.userId, userId));
  const appIds = [...new Set(rows.flatMap((row) => row.appIds))];
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
