import { useEffect, useState } from 'react';

/** Spec part 1 section 9: the header clock is refreshed every second. */
const CLOCK_TICK_MS = 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function formatClock(date: Date): string {
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** HH:mm, as a <time> so assistive technology reads it as a time. */
export function HeaderClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <time
      dateTime={now.toISOString()}
      data-testid="header-clock"
      className="text-sm font-semibold tabular-nums tracking-tight text-muted"
    >
      {formatClock(now)}
    </time>
  );
}
