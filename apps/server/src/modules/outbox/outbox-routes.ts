// Demo mode only: the outbox as a list, so a person can read what the app sent.
import type { FastifyInstance } from 'fastify';
import { demoOutbox } from '@ignite/domain/contract/platform';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { OutboxRepository } from './outbox-repository.ts';

const SHOWN = 50;

export function registerOutboxRoutes(
  app: FastifyInstance,
  { repository }: { repository: OutboxRepository },
) {
  registerEndpoint(app, demoOutbox, async ({ query }) => {
    const rows = await repository.list(query, SHOWN);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        subject: row.subject,
        body: row.body,
        html: row.html,
        attachments: row.attachments.map((a) => a.document),
        createdAt: row.createdAt.toISOString(),
        state: row.state,
      })),
    };
  });
}
