import { useEffect, useState } from 'react';
import {
  CONCIERGE_RECHECK_MS,
  conciergeHoursText,
  isConciergeOpen,
} from '@ignite/domain/care-plan/concierge-hours';

/** The time now, asked again every 10 s, so what follows the clock follows it on screen. */
function useConciergeClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CONCIERGE_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Whether the concierge answers now, on the dealership's clock, asked again every 10 s. */
export function useConciergeOpen(timeZone: string): boolean {
  return isConciergeOpen(useConciergeClock(), timeZone);
}

/** The concierge's hours with the dealership zone's name on the day shown (AEST or AEDT). */
export function useConciergeHours(hours: string, timeZone: string): string {
  return conciergeHoursText(hours, useConciergeClock(), timeZone);
}
