// The locally drawn marketplace pictures (offer-image-service.ts): covers and advertiser logos
// as SVG. A key always draws the same picture, so browsers may keep an answer for good; no
// sign-in is needed, as an <img> sends no bearer token and the pictures hold nothing private. A
// key that is not a slug is refused by the contract's params (400) before drawing.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { advertiserLogoImage, offerCoverImage } from '@ignite/domain/contract/marketplace';
import { registerEndpoint, SENT_BY_HANDLER } from '../../core/endpoint-route.ts';
import type { OfferImageService } from './offer-image-service.ts';

const CACHE_FOR_GOOD = 'public, max-age=31536000, immutable';

async function sendSvg(reply: FastifyReply, svg: string): Promise<typeof SENT_BY_HANDLER> {
  await reply
    .header('content-type', 'image/svg+xml')
    .header('cache-control', CACHE_FOR_GOOD)
    .send(svg);
  return SENT_BY_HANDLER;
}

export function registerOfferImageRoutes(
  app: FastifyInstance,
  { service: images }: { service: OfferImageService },
) {
  registerEndpoint(app, offerCoverImage, async ({ params, reply }) =>
    sendSvg(reply, images.cover(params.key)),
  );
  registerEndpoint(app, advertiserLogoImage, async ({ params, reply }) =>
    sendSvg(reply, images.logo(params.key)),
  );
}
