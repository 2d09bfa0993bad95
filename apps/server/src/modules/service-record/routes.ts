// The service record to hand on: the owner's PDF and links, and the public view of a link,
// limited per address since it needs no sign-in.
import type { FastifyInstance } from 'fastify';
import {
  revokeServiceRecordShares,
  serviceRecordPdf,
  sharedServiceRecord,
  shareServiceRecord,
} from '@ignite/domain/contract/service-record';
import { SERVICE_RECORD_MESSAGES } from '@ignite/domain/service-record/service-record-api';
import { registerEndpoint, SENT_BY_HANDLER } from '../../core/endpoint-route.ts';
import { clientAddress } from '../../plugins/request-limits.ts';
import type { ServiceRecordService } from './service-record-service.ts';

/** Views of shared records per address per minute: a buyer reading, not a scan. */
const VIEWS_PER_MINUTE = 60;

export function registerServiceRecordRoutes(
  app: FastifyInstance,
  { service: records }: { service: ServiceRecordService },
) {
  registerEndpoint(app, serviceRecordPdf, async ({ params, user, reply }) => {
    const file = await records.pdf(user.userId, params.vehicleId);
    // The file name is letters, digits and dashes only (record-filename.ts): safe in quotes.
    await reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.content);
    return SENT_BY_HANDLER;
  });
  registerEndpoint(app, shareServiceRecord, async ({ params, user }) =>
    records.share(user.userId, params.vehicleId),
  );
  registerEndpoint(app, revokeServiceRecordShares, async ({ params, user }) =>
    records.revoke(user.userId, params.vehicleId),
  );

  // Counted per instance while Redis is down (decision 0035), as the location links are: a
  // buyer must still see the record, and the link's 256-bit token, not this limit, stops guessing.
  const limit = app.requestLimit({
    name: 'service-record-views',
    max: VIEWS_PER_MINUTE,
    windowSeconds: 60,
    key: clientAddress,
    message: SERVICE_RECORD_MESSAGES.tooManyViews,
    whenCountersDown: 'count-per-instance',
  });
  registerEndpoint(app, sharedServiceRecord, async ({ params, request }) => {
    await limit(request);
    return records.view(params.token);
  });
}
