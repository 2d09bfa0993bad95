// The marketplace's routes: the five calls of spec part 3 section 7, and the pictures. The
// home and the offer search send JSON bytes they may have kept (answer-cache.ts), compressed
// as the client accepts, like the API's compression does for every other answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appConfigurationOffers,
  marketplaceViewData,
  offerCategories,
  offerDetail,
  offerSearch,
} from '@ignite/domain/contract/marketplace';
import { registerEndpoint, SENT_BY_HANDLER } from '../../core/endpoint-route.ts';
import { jsonBytes, ok } from '../../core/result.ts';
import { MIN_COMPRESSED_BYTES, preferredEncoding } from '../../plugins/compress-api.ts';
import { type CachedAnswer, encodedAnswer } from './answer-cache.ts';
import { registerOfferImageRoutes } from './image-routes.ts';
import type { MarketplaceService } from './marketplace-service.ts';
import type { OfferImageService } from './offer-image-service.ts';

async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
): Promise<typeof SENT_BY_HANDLER> {
  const encoding =
    answer.json.length >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(request.headers['accept-encoding'])
      : null;
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) {
    void reply.send(answer.json);
    return SENT_BY_HANDLER;
  }
  const body = await encodedAnswer(answer, encoding);
  void reply.header('content-encoding', encoding).send(body);
  return SENT_BY_HANDLER;
}

export type MarketplaceServices = { service: MarketplaceService; images: OfferImageService };

export function registerMarketplaceRoutes(
  app: FastifyInstance,
  { service: marketplace, images }: MarketplaceServices,
) {
  registerEndpoint(app, marketplaceViewData, async ({ params, query, user, request, reply }) => {
    const answer = await marketplace.viewDataAnswer(user, params, query.searchBoundary, (data) =>
      jsonBytes(reply.serialize(ok(data))),
    );
    return sendAnswer(request, reply, answer);
  });
  registerEndpoint(app, offerSearch, async ({ query, user, request, reply }) => {
    const answer = await marketplace.searchAnswer(user, query, (data) =>
      jsonBytes(reply.serialize(ok(data))),
    );
    return sendAnswer(request, reply, answer);
  });
  registerEndpoint(app, offerCategories, async ({ query, user }) =>
    marketplace.categories(user, query),
  );
  registerEndpoint(app, appConfigurationOffers, async ({ params, query, user }) =>
    marketplace.appOffers(user, params.appConfigurationId, query),
  );
  registerEndpoint(app, offerDetail, async ({ params, query, user }) =>
    marketplace.offer(user, params.offerId, query.position),
  );
  registerOfferImageRoutes(app, { service: images });
}
