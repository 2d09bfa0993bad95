// What the calendar feed tests share: the calls as the app and a calendar
// app make them, and the feed read back through a real iCalendar parser (ical.js), so a test
// asserts what a calendar would show rather than the text ical-generator happened to write.
import ICAL from 'ical.js';
import type { Session } from '@ignite/domain/session';
import { signIn } from './sessions.ts';
import { call, type TestApp } from './test-app.ts';

export type Auth = { authorization: string };

/** One event as a calendar reads it. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  allDay: boolean;
  /** YYYY-MM-DD for an all-day event, else the start's ISO instant. */
  start: string;
  end: string;
  organiser: { name: string | null; email: string | null };
  location: string | null;
};

export type ParsedCalendar = { name: string | null; events: ParsedEvent[] };

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** Parses iCalendar text as a calendar app would; throws on text that is not iCalendar. */
export function parseCalendar(ics: string): ParsedCalendar {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const when = (time: ICAL.Time) =>
      time.isDate ? time.toString() : time.toJSDate().toISOString();
    const organiser = vevent.getFirstProperty('organizer');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: text(vevent.getFirstPropertyValue('url')),
      allDay: event.startDate.isDate,
      start: when(event.startDate),
      end: when(event.endDate),
      organiser: {
        name: text(organiser?.getParameter('cn')),
        email: text(organiser?.getFirstValue())?.replace(/^mailto:/i, '') ?? null,
      },
      location: event.location || null,
    };
  });
  return { name: text(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

export function calendarCalls(t: TestApp) {
  const authOf = (session: Session): Auth => ({
    authorization: `Bearer ${session.tokens.accessToken}`,
  });
  return {
    signIn: async (username: string) => authOf(await signIn(t.app, username)),
    create: (auth: Auth) =>
      call<{ url: string }>(t.app, {
        method: 'POST',
        url: '/api/notifications/calendar-feed',
        headers: auth,
      }),
    revoke: (auth: Auth) =>
      call<true>(t.app, {
        method: 'DELETE',
        url: '/api/notifications/calendar-feed',
        headers: auth,
      }),
    /** The feed as a calendar app fetches it: no session, from the URL alone. */
    read: (url: string, remoteAddress = '203.0.113.7') =>
      t.app.inject({ method: 'GET', url: new URL(url).pathname, remoteAddress }),
    appointment: (auth: Auth | null, appointmentId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/appointments/${appointmentId}/calendar.ics`,
        headers: auth ?? {},
      }),
  };
}
