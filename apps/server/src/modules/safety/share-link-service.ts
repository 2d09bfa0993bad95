// The safety centre's location links (decision 0032): made with a random token whose SHA-256
// hash alone is stored, limited per owner, updated or turned off by their owner only, and
// readable by whoever holds the token until the link lapses.
import type { Coordinates } from '@ignite/domain/safety/location-text';
import {
  type CreatedShareLink,
  type CreateShareLinkRequest,
  type OwnShareLink,
  SAFETY_MESSAGES as M,
  type SharedLocation,
} from '@ignite/domain/safety/safety-api';
import { type ShareDurationHours, shareExpiry } from '@ignite/domain/safety/share-durations';
import type { Clock } from '../../core/clock.ts';
import { notFound, tooManyRequests } from '../../core/http-errors.ts';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';
import type { AttemptRepository } from '../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../core/sign-in-throttle.ts';
import type { ShareLinkRepository, ShareLinkRow } from './share-link-repository.ts';

/** Links an owner may make per hour: a few for a breakdown, not a stream for tracking. */
export const SHARE_LINKS_PER_HOUR = 20;
const CREATE_RULE: ThrottleRule = {
  freeFailures: SHARE_LINKS_PER_HOUR,
  windowSeconds: 3600,
  wait: 'window',
};

/** 32 random bytes (256 bits): no one finds a link by guessing. */

const sharedPositionOf = (row: ShareLinkRow) => ({
  latitude: row.latitude,
  longitude: row.longitude,
  sharedAt: row.positionSharedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  nameToShow: row.nameToShow,
});
const ownLinkOf = (row: ShareLinkRow): OwnShareLink => ({
  shareLinkId: row.id,
  ...sharedPositionOf(row),
});

type Deps = { links: ShareLinkRepository; attempts: AttemptRepository; clock: Clock };

export type ShareLinkService = ReturnType<typeof createShareLinkService>;

export function createShareLinkService({ links, attempts, clock }: Deps) {
  return {
    async create(userId: string, request: CreateShareLinkRequest): Promise<CreatedShareLink> {
      const now = clock();
      const wait = await attempts.reserve(
        [{ key: `safety-share-link:user:${userId}`, rule: CREATE_RULE }],
        now,
      );
      if (wait > 0) throw tooManyRequests(M.tooManyLinks, wait);
      const token = newSecretToken();
      const row = await links.insert(
        {
          userId,
          tokenHash: hashSecretToken(token),
          latitude: request.latitude,
          longitude: request.longitude,
          // The schema admits only the durations on offer.
          expiresAt: shareExpiry(now, request.durationHours as ShareDurationHours),
          // Only the name typed when sharing: the account's name is not the owner's to give here.
          nameToShow: request.nameToShow ?? null,
        },
        now,
      );
      return { ...ownLinkOf(row), token };
    },

    async openLinks(userId: string): Promise<{ links: OwnShareLink[] }> {
      return { links: (await links.openOf(userId, clock())).map(ownLinkOf) };
    },

    async update(userId: string, shareLinkId: string, position: Coordinates) {
      const row = await links.updatePosition(userId, shareLinkId, position, clock());
      if (!row) throw notFound(M.shareNotFound);
      return ownLinkOf(row);
    },

    async revoke(userId: string, shareLinkId: string): Promise<true> {
      if (!(await links.revoke(userId, shareLinkId, clock()))) throw notFound(M.shareNotFound);
      return true;
    },

    /** Unknown, expired and turned off look the same: a holder learns nothing more. */
    async view(token: string): Promise<SharedLocation> {
      const row = await links.openByTokenHash(hashSecretToken(token), clock());
      if (!row) throw notFound(M.linkClosed);
      return { ...sharedPositionOf(row), brandName: row.brandName };
    },
  };
}
