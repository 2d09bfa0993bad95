// The safety centre's routes (decision 0032): the map's tile settings, the owner's location
// links, and the public view of one, limited per address since it needs no sign-in.
import type { FastifyInstance } from 'fastify';
import {
  createShareLink,
  mapTiles,
  revokeShareLink,
  sharedLocation,
  shareLinks,
  updateShareLink,
} from '@ignite/domain/contract/safety';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import type { Config } from '../../config.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { tooManyRequests } from '../../core/http-errors.ts';
import type { ShareLinkService } from './share-link-service.ts';

/** Views of shared locations per address per minute: a family refreshing, not a scan. */
const VIEWS_PER_MINUTE = 60;

export type SafetyRoutes = { shareLinks: ShareLinkService; mapTiles: Config['mapTiles'] };

export function registerSafetyRoutes(app: FastifyInstance, deps: SafetyRoutes) {
  const links = deps.shareLinks;

  registerEndpoint(app, mapTiles, async () => deps.mapTiles);
  registerEndpoint(app, createShareLink, async ({ body, user }) => links.create(user.userId, body));
  registerEndpoint(app, shareLinks, async ({ user }) => links.openLinks(user.userId));
  registerEndpoint(app, updateShareLink, async ({ params, body, user }) =>
    links.update(user.userId, params.shareLinkId, body),
  );
  registerEndpoint(app, revokeShareLink, async ({ params, user }) =>
    links.revoke(user.userId, params.shareLinkId),
  );

  const limit = app.createRateLimit({ max: VIEWS_PER_MINUTE, timeWindow: 60_000 });
  registerEndpoint(app, sharedLocation, async ({ params, request }) => {
    const verdict = await limit(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw tooManyRequests(SAFETY_MESSAGES.tooManyViews, verdict.ttlInSeconds);
    }
    return links.view(params.token);
  });
}
