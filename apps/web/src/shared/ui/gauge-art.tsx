/**
 * A rev-gauge drawing for an otherwise empty hero area. Decoration only, so it is hidden
 * from assistive technology and drawn in theme colours.
 */
export function GaugeArt({ className = '' }: { className?: string }) {
  const ticks = Array.from({ length: 19 }, (_, i) => -225 + i * 15);
  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={`pointer-events-none ${className}`}>
      <circle cx="100" cy="100" r="92" className="fill-none stroke-border" strokeWidth="1.5" />
      <circle
        cx="100"
        cy="100"
        r="78"
        className="fill-none stroke-accent"
        strokeWidth="6"
        strokeLinecap="round"
        pathLength="360"
        strokeDasharray="190 360"
        transform="rotate(135 100 100)"
      />
      <circle
        cx="100"
        cy="100"
        r="78"
        className="fill-none stroke-border"
        strokeWidth="6"
        strokeLinecap="round"
        pathLength="360"
        strokeDasharray="70 360"
        strokeDashoffset="-200"
        transform="rotate(135 100 100)"
      />
      {ticks.map((angle) => (
        <line
          key={angle}
          x1="100"
          y1="34"
          x2="100"
          y2={angle % 45 === 0 ? '44' : '40'}
          className="stroke-muted/50"
          strokeWidth="1.5"
          transform={`rotate(${angle + 90} 100 100)`}
        />
      ))}
      <line
        x1="100"
        y1="100"
        x2="100"
        y2="40"
        className="stroke-text"
        strokeWidth="3"
        strokeLinecap="round"
        transform="rotate(55 100 100)"
      />
      <circle cx="100" cy="100" r="7" className="fill-accent" />
    </svg>
  );
}
