import { welcomeLinkMobile } from '@ignite/domain/dealer-mode/welcome-reach';
import {
  isLaunchTimestampFresh,
  LAUNCH_MAX_SKEW_SECONDS,
  type LaunchRequest,
} from '@ignite/domain/launch/launch-api';
import type { Clock } from '../../../core/clock.ts';
import { unauthorized } from '../../../core/http-errors.ts';
import { hashSecretToken } from '../../../core/secret-tokens.ts';
import { toAppConfiguration } from '../../app-configurations/index.ts';
import type { VehicleService } from '../../garage/index.ts';
import type { UserService } from '../../users/index.ts';
import type { SessionService } from '../sessions/session-service.ts';
import type { LaunchRepository } from './launch-repository.ts';
import { signaturesMatch, signLaunch } from './launch-signature.ts';

export const INVALID_LAUNCH = 'The launch link is not valid';
export const EXPIRED_LAUNCH = 'The launch link has expired';
export const REPLAYED_LAUNCH = 'The launch link has already been used';
export const INVALID_WELCOME_LINK =
  'This link has expired or was already used. Ask your dealership to send it again';

type Deps = {
  repository: LaunchRepository;
  users: UserService;
  /** The garage's vehicles: the launch answers the vehicle as the vehicle endpoint does. */
  vehicles: VehicleService;
  sessions: SessionService;
  clock: Clock;
};

export type LaunchService = ReturnType<typeof createLaunchService>;

/** The signed deep-link launch from a host app (spec part 2 section 7). */
export function createLaunchService({ repository, users, vehicles, sessions, clock }: Deps) {
  /** Records the nonce; false when it was seen before (by any instance). */
  async function acceptNonce(nonce: string, appConfigurationId: string, now: Date) {
    const forgetBefore = new Date(now.getTime() - 2 * LAUNCH_MAX_SKEW_SECONDS * 1000);
    await repository.forgetNoncesUsedBefore(forgetBefore);
    return repository.recordNonce(nonce, appConfigurationId, now);
  }

  type Target = NonNullable<Awaited<ReturnType<LaunchRepository['findTarget']>>>;

  /** A session for the target's user, their garage opened on the target's vehicle. */
  async function signIn(target: Target, appMode: number, browserId: string, now: Date) {
    await users.setActiveVehicle(target.user.id, target.vehicle.id, appMode);
    const user = await users.view(target.user.id);
    if (!user) throw unauthorized(INVALID_LAUNCH);
    const tokens = await sessions.start(target.user.id, browserId);
    return {
      user,
      // The web's launch answer with the same conditions the vehicle endpoint gives.
      vehicle: await vehicles.vehicleView(target.vehicle, target.app.name, now),
      appConfiguration: toAppConfiguration(target.app),
      tokens,
    };
  }

  return {
    async launch(request: LaunchRequest, browserId: string) {
      const now = clock();
      const { sign, ...params } = request;
      const target = await repository.findTarget(params.appConsumerId, params.appVehicleId);
      const expected = signLaunch(target?.app.launchSecret ?? 'no-such-app', params);
      if (!target || !signaturesMatch(expected, sign)) throw unauthorized(INVALID_LAUNCH);
      if (!isLaunchTimestampFresh(params.timestamp, now)) throw unauthorized(EXPIRED_LAUNCH);
      if (!(await acceptNonce(params.nonce, target.app.id, now))) {
        throw unauthorized(REPLAYED_LAUNCH);
      }

      return signIn(target, Number(params.appMode), browserId, now);
    },

    /**
     * Signs in the customer a welcome text's link was made for (dealer mode), once, and only
     * while the mobile it was texted to is still the one that customer may be reached at: a
     * link sent before they verified another number no longer opens their account. Opening
     * it proves the phone it was texted to, so that number is verified and the welcome flow
     * does not text a code to the same phone again.
     */
    async welcomeLink(token: string, browserId: string) {
      const now = clock();
      const target = await repository.useWelcomeLink(hashSecretToken(token), now);
      const sentTo = target?.sentTo ?? null;
      if (
        !target ||
        sentTo === null ||
        welcomeLinkMobile({ ...target.user, activationMobile: target.activationMobile }) !== sentTo
      ) {
        throw unauthorized(INVALID_WELCOME_LINK);
      }
      await repository.verifyMobileByWelcomeLink(target.user.id, sentTo);
      return signIn(target, target.user.appMode, browserId, now);
    },
  };
}
