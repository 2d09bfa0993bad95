// What a launch reads and writes: the user and vehicle a link names, with the vehicle's app
// (and its launch secret), and the nonces already used.
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { dealerActivations, welcomeLinks } from '../../../db/dealer-mode-schema.ts';
import { appConfigurations, launchNonces, users, vehicles } from '../../../db/schema.ts';

export type LaunchRepository = ReturnType<typeof createLaunchRepository>;

export function createLaunchRepository(db: Database) {
  return {
    /** The user and vehicle a launch link names, with the vehicle's app. */
    async findTarget(appConsumerId: string, appVehicleId: string) {
      const [row] = await db
        .select({ user: users, vehicle: vehicles, app: appConfigurations })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .where(
          and(
            eq(users.appConsumerId, appConsumerId.toLowerCase()),
            eq(vehicles.appVehicleId, appVehicleId.toLowerCase()),
          ),
        );
      return row;
    },

    /**
     * Uses up a welcome text's link (dealer mode's activation), once, before it expires: the
     * user it was made for and their vehicle it names, with the vehicle's app, the mobile it
     * was texted to and what says whether that mobile still reaches the user (the mobile
     * given at the activation that made them, if one did); undefined otherwise.
     */
    async useWelcomeLink(tokenHash: string, now: Date) {
      const [link] = await db
        .update(welcomeLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(welcomeLinks.tokenHash, tokenHash),
            isNull(welcomeLinks.usedAt),
            gt(welcomeLinks.expiresAt, now),
          ),
        )
        .returning({
          userId: welcomeLinks.userId,
          vehicleId: welcomeLinks.vehicleId,
          sentTo: welcomeLinks.sentTo,
        });
      if (!link) return undefined;
      const [row] = await db
        .select({
          user: users,
          vehicle: vehicles,
          app: appConfigurations,
          activationMobile: dealerActivations.mobile,
        })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(
          dealerActivations,
          and(
            eq(dealerActivations.consumerUserId, users.id),
            eq(dealerActivations.madeConsumer, true),
          ),
        )
        .where(and(eq(users.id, link.userId), eq(vehicles.id, link.vehicleId)))
        .limit(1);
      return row && { ...row, sentTo: link.sentTo };
    },

    /**
     * The customer's mobile as verified: the welcome link that was texted to it was opened, so
     * whoever opened it holds that phone, as surely as a code texted to it would show.
     */
    async verifyMobileByWelcomeLink(userId: string, mobile: string): Promise<void> {
      await db
        .update(users)
        .set({ mobileNumber: mobile, mobileVerified: true })
        .where(eq(users.id, userId));
    },

    async forgetNoncesUsedBefore(before: Date): Promise<void> {
      await db.delete(launchNonces).where(lt(launchNonces.usedAt, before));
    },

    /** Records the nonce; false when it was recorded before (by any instance). */
    async recordNonce(nonce: string, appConfigurationId: string, usedAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(launchNonces)
        .values({ nonce, appConfigurationId, usedAt })
        .onConflictDoNothing()
        .returning({ nonce: launchNonces.nonce });
      return inserted.length === 1;
    },
  };
}
