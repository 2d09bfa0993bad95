// The three pictures of the pairing carousel, drawn here so no image needs the network and
// each follows the theme's colours.

const frame = 'h-36 w-full text-muted';

/** The diagnostic (OBD-II) port under the dashboard, by the steering column. */
export function PortPicture() {
  return (
    <svg viewBox="0 0 240 140" className={frame} aria-hidden="true">
      <path d="M10 40 Q120 0 230 40 L230 70 L10 70 Z" fill="currentColor" opacity="0.18" />
      <circle cx="80" cy="58" r="34" fill="none" stroke="currentColor" strokeWidth="6" />
      <rect x="74" y="90" width="12" height="40" rx="4" fill="currentColor" opacity="0.5" />
      <rect
        x="140"
        y="88"
        width="60"
        height="28"
        rx="6"
        className="fill-accent/20 stroke-accent"
        strokeWidth="3"
      />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <circle key={i} cx={150 + i * 7} cy="98" r="2" className="fill-accent" />
      ))}
      {[0, 1, 2, 3, 4, 5, 6].map((i) => (
        <circle key={`b${i}`} cx={150 + i * 7} cy="107" r="2" className="fill-accent" />
      ))}
    </svg>
  );
}

/** The monitor going into the port. */
export function PlugInPicture() {
  return (
    <svg viewBox="0 0 240 140" className={frame} aria-hidden="true">
      <rect x="40" y="80" width="70" height="34" rx="6" fill="currentColor" opacity="0.3" />
      <rect x="120" y="70" width="84" height="54" rx="12" className="fill-accent" />
      <rect x="108" y="84" width="16" height="26" rx="3" className="fill-accent" />
      <circle cx="186" cy="86" r="6" className="fill-on-accent" />
      <path
        d="M150 40 L150 60 M140 50 L150 62 L160 50"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The car started, the monitor's light steady, reporting. */
export function ReportingPicture() {
  return (
    <svg viewBox="0 0 240 140" className={frame} aria-hidden="true">
      <circle cx="70" cy="78" r="40" fill="none" stroke="currentColor" strokeWidth="6" />
      <path d="M70 78 L96 58" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <circle cx="70" cy="78" r="6" fill="currentColor" />
      <rect x="140" y="74" width="70" height="44" rx="10" className="fill-accent" />
      <circle cx="192" cy="88" r="6" className="fill-success" />
      {[0, 1, 2].map((i) => (
        <path
          key={i}
          d={`M${160 - i * 2} ${58 - i * 12} q15 -${10 + i * 4} 30 0`}
          fill="none"
          className="stroke-accent"
          strokeWidth="4"
          strokeLinecap="round"
        />
      ))}
    </svg>
  );
}
