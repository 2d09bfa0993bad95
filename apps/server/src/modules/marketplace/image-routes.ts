// The locally drawn marketplace pictures (offer-images.ts): covers and advertiser logos as
// SVG. A key always draws the same picture, so browsers may keep an answer for good; no
// sign-in is needed, as an <img> sends no bearer token and the pictures hold nothing private.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { failure } from '../../core/result.ts';
import { coverSvg, logoSvg } from './offer-images.ts';

/** Category slugs with a number ('lifestyle-food-drink-cafes-3') and advertiser slugs. */
export const IMAGE_KEY = /^[a-z0-9-]{1,80}$/;
export const IMAGE_NOT_FOUND = 'Image not found';
const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';

type ImageRequest = { Params: { key: string } };

/**
 * Sends the answer and returns nothing: a reply is thenable, and a handler that returned it
 * would have Fastify wait for the response to finish (see core/endpoint-route.ts).
 */
function sendSvg(reply: FastifyReply, key: string, draw: (key: string) => string): void {
  if (!IMAGE_KEY.test(key)) {
    // The app's result shape, like every other failure of the API.
    void reply.code(404).send(failure(404, [IMAGE_NOT_FOUND]));
    return;
  }
  void reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', CACHE_FOR_GOOD)
    .send(draw(key));
}

export function registerOfferImageRoutes(app: FastifyInstance) {
  app.get<ImageRequest>('/api/marketplace/images/cover/:key.svg', (request, reply) => {
    sendSvg(reply, request.params.key, coverSvg);
  });
  app.get<ImageRequest>('/api/marketplace/images/logo/:key.svg', (request, reply) => {
    sendSvg(reply, request.params.key, logoSvg);
  });
}
