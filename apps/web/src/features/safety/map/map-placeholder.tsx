/**
 * Spec part 3 sections 2 and 8: where there is no map (no tiles configured, or they failed to
 * load), a placeholder image stands in: a plain street grid with a pin, in the theme's colours.
 */
export function MapPlaceholder() {
  return (
    <div
      role="img"
      aria-label="Map not available"
      className="flex h-full flex-col items-center justify-center gap-2 bg-raised text-muted"
    >
      <svg aria-hidden="true" viewBox="0 0 240 120" className="h-3/4 max-h-40 w-full">
        <g stroke="currentColor" strokeOpacity="0.35" strokeWidth="6" strokeLinecap="round">
          <path d="M10 40 H230 M10 92 H230 M60 8 V112 M150 8 V112" />
          <path d="M20 112 L110 8" strokeWidth="3" />
        </g>
        <g className="text-accent" fill="currentColor">
          <path d="M120 28c-11 0-20 9-20 20 0 15 20 36 20 36s20-21 20-36c0-11-9-20-20-20z" />
          <circle cx="120" cy="48" r="7" className="text-surface" fill="currentColor" />
        </g>
      </svg>
      <p className="text-sm">Map not available</p>
    </div>
  );
}
