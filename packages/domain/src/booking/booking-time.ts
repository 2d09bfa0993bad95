// A booking's time as the owner reads it wherever bookings are shown: the day and the time,
// on the dealership's clock (where the car is dropped off), whatever the phone's zone; on the
// phone's own clock only where the dealership's zone is not known.

/** 'Thursday 3 December, 9:30 am'. */
export function formatBookingTime(utcDateAppointment: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(utcDateAppointment));
}

/** The time of day alone, '9:30 am', beside a date a page shows in its own format. */
export function formatBookingClock(utcDateAppointment: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(utcDateAppointment),
  );
}
