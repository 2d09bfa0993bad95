import { MapPin } from 'lucide-react';
import { type RoutePoint, routeSketch } from '@ignite/domain/health-monitor/trips';
import { Glyph } from '@/shared/icons/glyph.tsx';

const SIZE = 72;

/** A trip's route as a line (no map tiles: nothing to load, nothing to fail). */
export function RouteSketch({ route }: { route: readonly RoutePoint[] }) {
  const points = routeSketch(route, SIZE, SIZE, 8);
  const start = points[0];
  const end = points.at(-1);
  if (!start || !end) {
    return (
      <span className="grid size-18 shrink-0 place-items-center rounded-2xl bg-raised text-2xl text-muted">
        <Glyph icon={MapPin} />
      </span>
    );
  }
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="size-18 shrink-0 rounded-2xl bg-raised text-accent"
      aria-hidden="true"
    >
      <polyline
        points={points.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={start.x} cy={start.y} r="4" className="fill-success" />
      <circle cx={end.x} cy={end.y} r="4" fill="currentColor" />
    </svg>
  );
}
