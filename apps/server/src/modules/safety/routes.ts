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
import type { Config } from '../../config/config.ts';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
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

  // Counted per instance while Redis is down (decision 0035): a family following a shared
  // location must still see it, and the link's 256-bit token, not this limit, stops guessing.
  const limit = app.requestLimit({
    name: 'location-views',
    max: VIEWS_PER_MINUTE,
    windowSeconds: 60,
    key: clientAddress,
    message: SAFETY_MESSAGES.tooManyViews,
    whenCountersDown: 'count-per-instance',
  });
  registerEndpoint(app, sharedLocation, async ({ params, request }) => {
    await limit(request);
    return links.view(params.token);
  });
}
