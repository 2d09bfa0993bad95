/** The vehicle's health score out of 100 (computed by the server), as a ring and a number. */
export function HealthScore({ score }: { score: number }) {
  const radius = 30;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, score));
  return (
    <div className="flex shrink-0 flex-col items-center">
      <p className="sr-only">Health score: {clamped} out of 100</p>
      <div aria-hidden="true" className="relative size-20">
        <svg viewBox="0 0 72 72" className="size-full -rotate-90">
          <circle cx="36" cy="36" r={radius} className="fill-none stroke-raised" strokeWidth="7" />
          <circle
            cx="36"
            cy="36"
            r={radius}
            className="fill-none stroke-accent"
            strokeWidth="7"
            strokeLinecap="round"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - clamped / 100)}
          />
        </svg>
        <span className="absolute inset-0 flex flex-col items-center justify-center leading-none">
          <span className="text-2xl font-bold tabular-nums">{clamped}</span>
          <span className="mt-0.5 text-xs text-muted">/100</span>
        </span>
      </div>
      <span aria-hidden="true" className="mt-1 text-xs font-medium text-muted">
        Health score
      </span>
    </div>
  );
}
