// The care plan's calls: documents, PROTECT's acknowledgement, concierge messages and the
// home dealership. Every call about a vehicle checks it is the caller's own first.
import type { FastifyInstance } from 'fastify';
import {
  acknowledgeProtect,
  appByOriginatorCode,
  carePlanDocument,
  changeApp,
  dismissConciergeMessage,
  guaranteeDocumentUrls,
  mechanicalProtectionDocumentUrls,
  protectDocumentUrls,
  rewardsDocumentUrls,
} from '@ignite/domain/contract/care-plan';
import { registerEndpoint, SENT_BY_HANDLER } from '../../core/endpoint-route.ts';
import type { createProtectActivation } from './acknowledge-protect.ts';
import type { createConciergeMessages } from './concierge-messages.ts';
import type { DocumentService } from './documents/document-service.ts';
import type { createHomeDealership } from './home-dealership.ts';

export type CarePlanServices = {
  documents: DocumentService;
  protect: ReturnType<typeof createProtectActivation>;
  concierge: ReturnType<typeof createConciergeMessages>;
  homeDealership: ReturnType<typeof createHomeDealership>;
};

export function registerCarePlanRoutes(app: FastifyInstance, services: CarePlanServices) {
  const { documents } = services;

  registerEndpoint(app, rewardsDocumentUrls, async ({ query, user }) =>
    documents.rewardsDocumentUrls(user.userId, query.vehicleId),
  );

  registerEndpoint(app, protectDocumentUrls, async ({ query, user }) =>
    documents.protectDocumentUrls(user.userId, query.vehicleId),
  );

  registerEndpoint(app, guaranteeDocumentUrls, async ({ query, user }) =>
    documents.coverDocumentUrls(user.userId, query.vehicleId, 'guarantee'),
  );

  registerEndpoint(app, mechanicalProtectionDocumentUrls, async ({ query, user }) =>
    documents.coverDocumentUrls(user.userId, query.vehicleId, 'mechanicalProtection'),
  );

  registerEndpoint(app, carePlanDocument, async ({ params, query, reply }) => {
    const file = await documents.documentByLink({
      ...params,
      expires: Number(query.expires),
      signature: query.signature,
    });
    await reply
      .header('content-type', file.contentType)
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
    return SENT_BY_HANDLER;
  });

  registerEndpoint(app, acknowledgeProtect, async ({ body, user }) =>
    services.protect.acknowledge(user.userId, body.vehicleId),
  );

  registerEndpoint(app, dismissConciergeMessage, async ({ params, user }) =>
    services.concierge.dismiss(user.userId, params.conciergeMessageId),
  );

  registerEndpoint(app, appByOriginatorCode, async ({ params, user, request }) =>
    services.homeDealership.appByOriginatorCode(user.userId, request.ip, params.code),
  );

  registerEndpoint(app, changeApp, async ({ body, user }) =>
    services.homeDealership.changeApp(user.userId, body.vehicleId, body.appConfigurationId),
  );
}
