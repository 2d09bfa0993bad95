import { sparklinePoints } from '@ignite/domain/health-monitor/battery-health';

const WIDTH = 280;
const HEIGHT = 72;

/** The battery's recent voltages as a line, oldest at the left (spec: 10 points, padding 4). */
export function VoltageSparkline({ voltages }: { voltages: readonly number[] }) {
  const points = sparklinePoints(voltages, WIDTH, HEIGHT);
  const first = voltages[0];
  const last = voltages.at(-1);
  if (first === undefined || last === undefined) return null;
  const line = points.map((p) => `${p.x},${p.y}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-18 w-full text-accent"
      role="img"
      aria-label={`Battery voltage over the last ${voltages.length} readings, from ${first.toFixed(2)} V to ${last.toFixed(2)} V`}
      // Stretched to the card's width; the stroke keeps its thickness (non-scaling-stroke).
      preserveAspectRatio="none"
    >
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
