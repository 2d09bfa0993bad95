import { useEffect, useState } from 'react';
import { CONCIERGE_RECHECK_MS, isConciergeOpen } from '@ignite/domain/care-plan/concierge-hours';

/** Whether the concierge answers now, on the dealership's clock, asked again every 10 s. */
export function useConciergeOpen(timeZone: string): boolean {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CONCIERGE_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return isConciergeOpen(now, timeZone);
}
