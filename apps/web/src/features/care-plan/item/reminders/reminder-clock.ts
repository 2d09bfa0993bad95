import { useState } from 'react';

/**
 * The moment the reminder choices count from, and the owner's zone as the domain's reminder
 * rules take it (minutes east of UTC). Read once when the page opens, so the choices on screen
 * do not shift while the owner reads them; a chosen day is that day at noon where they are.
 */
export function useReminderClock(): { now: Date; utcOffsetMinutes: number } {
  const [clock] = useState(() => {
    const now = new Date();
    return { now, utcOffsetMinutes: -now.getTimezoneOffset() };
  });
  return clock;
}
