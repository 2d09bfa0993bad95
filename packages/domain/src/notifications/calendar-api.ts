// The calendar calls besides the feed's own (notifications-api.ts): one booking as an .ics
// file, downloaded with the owner's session.
import { z } from 'zod/mini';
import { idField } from '../validation/id.ts';

export const CALENDAR_MESSAGES = {
  appointmentNotFound: 'No booked appointment of yours has that id',
  tooManyFeeds: 'Too many calendar links were made. Please wait a while and try again.',
  tooManyFeedReads: 'The calendar was asked for too often. Please wait a minute and try again.',
} as const;

export const appointmentCalendarParamsSchema = z.strictObject({
  appointmentId: idField('appointmentId must be a UUID'),
});

/** The name a booking's calendar file is saved under. */
export const BOOKING_CALENDAR_FILENAME = 'booking.ics';

/**
 * The feed's address as a calendar subscription link: webcal:// in place of http(s)://, which
 * a phone hands to its calendar app to subscribe (and refresh) rather than download once.
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//i, 'webcal://');
}
