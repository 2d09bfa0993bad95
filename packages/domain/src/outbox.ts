// The demo outbox view (DESIGN.md, outbox): every email and text the app sent, newest first.
import { z } from 'zod';
import { resultSchema } from './result.ts';

export const demoOutboxQuerySchema = z.strictObject({
  to: z.string().min(1).max(254, 'to must be at most 254 characters').optional(),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  attachments: z.array(z.string()).describe('ours: the attached documents’ names'),
  createdAt: z.string(),
  state: z.enum(['queued', 'sending', 'sent', 'failed']),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const demoOutboxResultSchema = resultSchema(
  z.object({ messages: z.array(outboxMessageSchema) }),
);
