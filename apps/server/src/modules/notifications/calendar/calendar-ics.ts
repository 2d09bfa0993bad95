// The iCalendar text of a set of events, with ical-generator. No zone is set on the calendar
// or its events: a booking's times are written in UTC and a due date as a DATE, so the text
// never depends on the zone the server happens to run in.
import ical, { ICalEventTransparency } from 'ical-generator';
import type { CalendarEvent, Organiser } from '@ignite/domain/notifications/calendar-events';
import { PRODUCT } from '@ignite/domain/product';

/** How often a subscribed calendar app is asked to fetch the feed again. */
export const FEED_REFRESH_SECONDS = 60 * 60;

export type OrganisedEvent = { event: CalendarEvent; organiser: Organiser };

/** A calendar day 'YYYY-MM-DD' as the UTC midnight ical-generator writes as that DATE. */
function dateOf(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + addDays));
}

export function icsOf(
  events: readonly OrganisedEvent[],
  options: { name: string; stamp: Date; refresh: boolean },
): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: PRODUCT.name, product: 'car-care', language: 'EN' },
    ttl: options.refresh ? FEED_REFRESH_SECONDS : null,
  });
  for (const { event, organiser } of events) {
    const common = {
      id: event.uid,
      summary: event.summary,
      description: event.description,
      url: event.url,
      organizer: organiser,
      stamp: options.stamp,
    };
    if (event.kind === 'due') {
      // All day, and free: a reminder, not time the owner is busy.
      calendar.createEvent({
        ...common,
        allDay: true,
        start: dateOf(event.day),
        end: dateOf(event.day, 1),
        transparency: ICalEventTransparency.TRANSPARENT,
      });
    } else {
      calendar.createEvent({
        ...common,
        start: event.start,
        end: event.end,
        location: event.location,
      });
    }
  }
  return calendar.toString();
}
