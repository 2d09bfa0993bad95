// The secret calendar feed: a random token whose SHA-256 hash alone is stored, one per owner
// (making another replaces it), read without a session by whoever holds the URL; and one
// booking as a calendar file for its owner. The events come from the garage's computed model,
// through the domain's rules (calendar-events.ts).
import { CALENDAR_MESSAGES } from '@ignite/domain/notifications/calendar-api';
import {
  bookingEvent,
  calendarEventsOf,
  calendarName,
  isCalendarBooking,
} from '@ignite/domain/notifications/calendar-events';
import { NOTIFICATIONS_MESSAGES } from '@ignite/domain/notifications/notifications-api';
import type { Clock } from '../../../core/clock.ts';
import { notFound, tooManyRequests } from '../../../core/http-errors.ts';
import { hashSecretToken, newSecretToken } from '../../../core/secret-tokens.ts';
import type { AttemptRepository } from '../../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../../core/sign-in-throttle.ts';
import type { CalendarFeedRepository } from './calendar-feed-repository.ts';
import { icsOf, type OrganisedEvent } from './calendar-ics.ts';
import type { createCalendarSources } from './calendar-sources.ts';

/** Feeds an owner may make per hour: a few rotations, not a way to fill the table. */
export const FEEDS_PER_HOUR = 10;
const CREATE_RULE: ThrottleRule = {
  freeFailures: FEEDS_PER_HOUR,
  windowSeconds: 3600,
  wait: 'window',
};

/** 32 random bytes (256 bits) in base64url, 43 characters: no one finds a feed by guessing. */

type Deps = {
  feeds: CalendarFeedRepository;
  sources: ReturnType<typeof createCalendarSources>;
  attempts: AttemptRepository;
  clock: Clock;
  publicUrl: string;
};

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;

export function createCalendarFeedService({ feeds, sources, attempts, clock, publicUrl }: Deps) {
  const appUrl = publicUrl.replace(/\/+$/, '');

  return {
    /** A new secret URL for the owner's feed; the one before stops working at once. */
    async create(userId: string): Promise<{ url: string }> {
      const now = clock();
      const wait = await attempts.reserve(
        [{ key: `calendar-feed:user:${userId}`, rule: CREATE_RULE }],
        now,
      );
      if (wait > 0) throw tooManyRequests(CALENDAR_MESSAGES.tooManyFeeds, wait);
      const token = newSecretToken();
      await feeds.replace(userId, hashSecretToken(token), now);
      return { url: `${appUrl}/api/calendar/${token}.ics` };
    },

    /** Turns the owner's feed off; without one there is nothing to do (still done). */
    async revoke(userId: string): Promise<true> {
      await feeds.remove(userId);
      return true;
    },

    /** The calendar behind a token; unknown, rotated and revoked are the same 404. */
    async feed(token: string): Promise<string> {
      const userId = await feeds.ownerOf(hashSecretToken(token));
      if (!userId) throw notFound(NOTIFICATIONS_MESSAGES.feedTokenInvalid);
      const now = clock();
      const vehicles = await sources.ofOwner(userId);
      const events: OrganisedEvent[] = vehicles.flatMap((vehicle) =>
        calendarEventsOf(vehicle, now, appUrl).map((event) => ({
          event,
          organiser: vehicle.organiser,
        })),
      );
      const name = calendarName(vehicles.map((v) => v.organiser.name));
      return icsOf(events, { name, stamp: now, refresh: true });
    },

    /** One of the owner's open, not yet over appointments as a calendar of its own. */
    async appointment(userId: string, appointmentId: string): Promise<string> {
      const now = clock();
      const vehicle = await sources.ofAppointment(userId, appointmentId);
      const appointment = vehicle?.appointments.find((a) => a.appointmentId === appointmentId);
      if (!vehicle || !appointment || !isCalendarBooking(appointment, now)) {
        throw notFound(CALENDAR_MESSAGES.appointmentNotFound);
      }
      const event = bookingEvent(vehicle, appointment, appUrl);
      return icsOf([{ event, organiser: vehicle.organiser }], {
        name: calendarName([vehicle.organiser.name]),
        stamp: now,
        refresh: false,
      });
    },
  };
}
