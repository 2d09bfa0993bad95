// The secret calendar feed: the owner makes, rotates and turns off their feed's URL; the feed
// itself is read without a session, limited per address; and one booking downloads as a
// calendar file with the owner's session.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  appointmentCalendar,
  calendarFeed,
  createCalendarFeed,
  revokeCalendarFeed,
} from '@ignite/domain/contract/notifications';
import {
  BOOKING_CALENDAR_FILENAME,
  CALENDAR_MESSAGES,
} from '@ignite/domain/notifications/calendar-api';
import { registerEndpoint, SENT_BY_HANDLER } from '../../../core/endpoint-route.ts';
import { hashSecretToken } from '../../../core/secret-tokens.ts';
import { clientAddress } from '../../../plugins/request-limits.ts';
import type { CalendarFeedService } from './calendar-feed-service.ts';

/** Reads of one feed per minute: a calendar app polls it hourly at most. */
const FEED_READS_PER_MINUTE = 30;
/**
 * Feed reads per address per minute, whatever the feed: generous, because a calendar service
 * (Google's, Apple's) fetches every subscriber's feed from a few shared addresses; it stops a
 * scan, and the per-feed limit stops a loop on one feed.
 */
const READS_PER_ADDRESS_PER_MINUTE = 600;
/**
 * A calendar app may keep the feed for a few minutes, no longer: a changed due date or a
 * rotated URL shows within that. Private: the answer is the owner's, never a shared cache's.
 */
const FEED_CACHE = 'private, max-age=300';

async function sendCalendar(
  reply: FastifyReply,
  ics: string,
  headers: { cache: string; disposition: string },
): Promise<typeof SENT_BY_HANDLER> {
  await reply
    .header('content-type', 'text/calendar; charset=utf-8')
    .header('cache-control', headers.cache)
    .header('content-disposition', headers.disposition)
    // The URL is the secret: a search engine handed it must not keep it.
    .header('x-robots-tag', 'noindex, nofollow')
    .send(ics);
  return SENT_BY_HANDLER;
}

export function registerCalendarRoutes(
  app: FastifyInstance,
  { service: feeds }: { service: CalendarFeedService },
) {
  registerEndpoint(app, createCalendarFeed, async ({ user }) => feeds.create(user.userId));
  registerEndpoint(app, revokeCalendarFeed, async ({ user }) => feeds.revoke(user.userId));

  // Counted per instance while Redis is down (decision 0035): an owner's calendar must keep
  // refreshing, and the URL's 256-bit token, not this limit, is what stops guessing.
  const perAddress = app.requestLimit({
    name: 'calendar-feed-reads',
    max: READS_PER_ADDRESS_PER_MINUTE,
    windowSeconds: 60,
    key: clientAddress,
    message: CALENDAR_MESSAGES.tooManyFeedReads,
    whenCountersDown: 'count-per-instance',
  });
  const perFeed = app.requestLimit({
    name: 'calendar-feed-reads-per-feed',
    max: FEED_READS_PER_MINUTE,
    windowSeconds: 60,
    // The token's hash, not the token: a counter's key must not hold the secret.
    key: (request) => hashSecretToken((request.params as { token?: string }).token ?? ''),
    message: CALENDAR_MESSAGES.tooManyFeedReads,
    whenCountersDown: 'count-per-instance',
  });
  registerEndpoint(app, calendarFeed, async ({ params, request, reply }) => {
    await perAddress(request);
    await perFeed(request);
    return sendCalendar(reply, await feeds.feed(params.token), {
      cache: FEED_CACHE,
      disposition: 'inline; filename="calendar.ics"',
    });
  });

  registerEndpoint(app, appointmentCalendar, async ({ params, user, reply }) =>
    sendCalendar(reply, await feeds.appointment(user.userId, params.appointmentId), {
      cache: 'private, no-store',
      disposition: `attachment; filename="${BOOKING_CALENDAR_FILENAME}"`,
    }),
  );
}
