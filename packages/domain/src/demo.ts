// Demo mode's own calls: the outbox view (every email and text the app sent, newest first) and
// the care-plan switch of Settings.
import { z } from 'zod/mini';
import { requestBody } from './request.ts';
import { resultSchema } from './result.ts';
import { idField } from './validation/id.ts';

export const demoOutboxQuerySchema = z.strictObject({
  to: z.optional(
    z.string().check(z.minLength(1), z.maxLength(254, 'to must be at most 254 characters')),
  ),
  channel: z.optional(z.enum(['sms', 'email'], 'channel must be sms or email')),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.nullable(z.string()),
  body: z.string(),
  html: z.nullable(z.string()).check(z.describe('ours: an email’s HTML part, where it has one')),
  attachments: z.array(z.string()).check(z.describe('ours: the attached documents’ names')),
  createdAt: z.string(),
  state: z.enum(['queued', 'sending', 'sent', 'failed']),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const demoOutboxResultSchema = resultSchema(
  z.object({ messages: z.array(outboxMessageSchema) }),
);

/** Demo mode's care-plan switch (Settings): the vehicle's care plan shown or not. */
export const demoCarePlanSwitchSchema = requestBody(
  {
    vehicleId: idField('vehicleId must be a UUID'),
    enabled: z.boolean({ error: 'enabled must be true or false' }),
  },
  'A JSON body with vehicleId and enabled is required',
);
