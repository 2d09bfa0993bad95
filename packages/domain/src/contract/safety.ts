// The safety centre's endpoints (spec part 3 section 2; decision 0032): the map's tile
// settings, and the owner's temporary location links with the public view of one.
import { successResultSchema } from '../result.ts';
import {
  coordinatesSchema,
  createdShareLinkResultSchema,
  createShareLinkRequestSchema,
  mapTilesResultSchema,
  ownShareLinkResultSchema,
  ownShareLinksResultSchema,
  sharedLocationParamsSchema,
  sharedLocationResultSchema,
  shareLinkParamsSchema,
} from '../safety/safety-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'safety';

export const mapTiles = defineEndpoint({
  name: 'mapTiles',
  method: 'GET',
  path: '/api/safety/map-tiles',
  area,
  summary: 'The map’s tile URL template and attribution, from the server’s configuration',
  description:
    'Public: the shared-location page shows a map without a session. A null tileUrl means no ' +
    'map tiles are configured, and the pages show a placeholder image instead.',
  auth: 'none',
  response: mapTilesResultSchema,
  failures: [],
});

export const createShareLink = defineEndpoint({
  name: 'createShareLink',
  method: 'POST',
  path: '/api/safety/share-links',
  area,
  summary: 'Share the caller’s position through a link that lapses after 1, 8 or 24 hours',
  description: 'Answers the link’s token once; only its SHA-256 hash is stored. Limited per owner.',
  auth: 'bearer',
  body: createShareLinkRequestSchema,
  response: createdShareLinkResultSchema,
  failures: [400, 401, 429],
});

export const shareLinks = defineEndpoint({
  name: 'shareLinks',
  method: 'GET',
  path: '/api/safety/share-links',
  area,
  summary: 'The caller’s open location links (not expired, not turned off), newest first',
  auth: 'bearer',
  response: ownShareLinksResultSchema,
  failures: [401],
});

export const updateShareLink = defineEndpoint({
  name: 'updateShareLink',
  method: 'PUT',
  path: '/api/safety/share-links/:shareLinkId',
  area,
  summary: 'Share the caller’s current position through one of their open links',
  description: 'The expiry stays as it was. Another owner’s link, or a closed one, is a 404.',
  auth: 'bearer',
  params: shareLinkParamsSchema,
  body: coordinatesSchema,
  response: ownShareLinkResultSchema,
  failures: [400, 401, 404],
});

export const revokeShareLink = defineEndpoint({
  name: 'revokeShareLink',
  method: 'DELETE',
  path: '/api/safety/share-links/:shareLinkId',
  area,
  summary: 'Turn one of the caller’s open location links off',
  auth: 'bearer',
  params: shareLinkParamsSchema,
  response: successResultSchema,
  failures: [400, 401, 404],
});

export const sharedLocation = defineEndpoint({
  name: 'sharedLocation',
  method: 'GET',
  path: '/api/safety/shared-location/:token',
  area,
  summary: 'The position shared through a location link, for whoever holds the link',
  description: 'No sign-in. Unknown, expired and turned-off links all answer the same 404.',
  auth: 'none',
  params: sharedLocationParamsSchema,
  response: sharedLocationResultSchema,
  failures: [400, 404, 429],
});
