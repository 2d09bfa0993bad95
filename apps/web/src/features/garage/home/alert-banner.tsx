import { Icon } from '@/shared/icons/icon.tsx';
import { conditionTileId } from '@/entities/condition/condition-anchor.ts';
import type { AlertItem } from './alert-items.ts';

const DOT = { critical: 'bg-danger', due: 'bg-warning' } as const;

/**
 * Spec part 2 section 4: when a condition is critical or due, a banner at the top links to
 * each such tile (anchored as critical or due). Plain fragment links: the browser scrolls the
 * page to the tile and focuses it, and the tile flashes as the link's target.
 */
export function AlertBanner({ items }: { items: readonly AlertItem[] }) {
  if (items.length === 0) return null;
  const critical = items.some((item) => item.anchor === 'critical');
  return (
    <section
      aria-labelledby="garage-alert-heading"
      className={`rounded-2xl border p-4 ${critical ? 'border-danger/40 bg-danger-surface' : 'border-warning/40 bg-warning/10'}`}
    >
      <h2
        id="garage-alert-heading"
        className={`flex items-center gap-2 text-base font-semibold ${critical ? 'text-danger' : 'text-warning'}`}
      >
        <Icon name="warning" size="text-xl" />
        {items.length === 1 ? '1 item needs attention' : `${items.length} items need attention`}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map(({ condition, anchor }) => (
          <li key={condition.conditionId}>
            <a
              href={`#${conditionTileId(condition)}`}
              className="inline-flex min-h-10 items-center gap-2 rounded-full border border-border bg-surface px-3 text-sm font-semibold text-text hover:border-muted"
            >
              <span aria-hidden="true" className={`size-2 rounded-full ${DOT[anchor]}`} />
              {condition.labels.name}
              {/* The tile shows the state; a screen reader hears it with the link. */}
              <span className="sr-only">: {condition.labels.stateLabel}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
