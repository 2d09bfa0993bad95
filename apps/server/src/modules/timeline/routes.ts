import type { FastifyInstance } from 'fastify';
import { vehicleTimeline } from '@ignite/domain/contract/timeline';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { TimelineFeed } from './index.ts';

export function registerTimelineRoutes(app: FastifyInstance, feed: TimelineFeed) {
  registerEndpoint(app, vehicleTimeline, async ({ query, user }) =>
    feed.timeline(user.userId, query.vehicleId, query.limit, query.before),
  );
}
