// The vehicle's timeline (ours, beyond the spec): its story in one feed, newest
// first. Each item comes from a record another area keeps: the garage's history (services,
// reminders done, odometer readings, alerts), bookings, the service log, the health monitor's
// scans that found something, and the care plan's products and claims.
import { z } from 'zod/mini';
import { resultSchema } from '../result.ts';
import { idField } from '../validation/id.ts';

export const TIMELINE_KINDS = [
  'service',
  'condition',
  'odometer',
  'booking',
  'scan',
  'carePlan',
  'purchase',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

export const timelineQuerySchema = z.strictObject({
  vehicleId: idField('vehicleId must be a UUID'),
  limit: z._default(
    z.coerce
      .number({ error: LIMIT_MESSAGE })
      .check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(100, LIMIT_MESSAGE)),
    50,
  ),
  /** Items strictly older than this: the next page after the oldest item shown. */
  before: z.optional(
    z.iso.datetime({ offset: true, error: 'before must be an ISO 8601 date and time' }),
  ),
});

export const timelineItemSchema = z.object({
  id: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string(),
  description: z.nullable(z.string()),
  utcDate: z.string(),
  /** A page of the app with more about it, if there is one. */
  link: z.nullable(z.string()),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineResultSchema = resultSchema(
  z.object({ items: z.array(timelineItemSchema), hasMore: z.boolean() }),
);

/** The kind of a garage history item, from its type ('Service', 'Odometer', 'Brakes'...). */
export function historyKind(type: string): TimelineKind {
  if (type === 'Service') return 'service';
  if (type === 'Odometer') return 'odometer';
  if (type === 'Purchase') return 'purchase';
  return 'condition';
}
