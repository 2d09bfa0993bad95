import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheck,
  ChevronRight,
  Gauge,
  KeyRound,
  ScanLine,
  ShieldCheck,
  Wrench,
  Bell,
} from 'lucide-react';
import type { TimelineItem, TimelineKind } from '@ignite/domain/timeline/timeline-api';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GARAGE_LOAD_FAILED } from '@/entities/vehicle/garage-model-gate.tsx';
import { useActiveVehicleKey } from '@/entities/vehicle/my-garage-query.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useOnline } from './use-online.ts';
import { useTimeline } from './use-timeline.ts';

const ICONS: Record<TimelineKind, LucideIcon> = {
  service: Wrench,
  condition: Bell,
  odometer: Gauge,
  booking: CalendarCheck,
  scan: ScanLine,
  carePlan: ShieldCheck,
  purchase: KeyRound,
};

const monthOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });

export const TIMELINE_OFFLINE = {
  nothingYet:
    'Your timeline has not loaded yet. It will load by itself when you are back online, or tap Retry.',
  asLastLoaded:
    'This is your timeline as it was last loaded. It will update by itself when you are back online.',
} as const;

/** /timeline: the vehicle's story in one feed, newest first, a month at a heading. */
export function TimelinePage() {
  const key = useActiveVehicleKey();
  if (!key) {
    return (
      <p role="alert" className="rounded-3xl border border-border bg-surface p-5 text-base">
        {GARAGE_LOAD_FAILED}
      </p>
    );
  }
  return <Timeline vehicleId={key.vehicleId} />;
}

function Timeline({ vehicleId }: { vehicleId: string }) {
  const timeline = useTimeline(vehicleId);
  // A query waits (paused) while there is no network: no skeleton forever, but a notice.
  const offline = !useOnline() || timeline.fetchStatus === 'paused';
  const retry = () => void timeline.refetch();
  const retrying = timeline.fetchStatus === 'fetching';
  if (!timeline.data) {
    if (offline) {
      return (
        <OfflineNotice retrying={retrying} onRetry={retry}>
          {TIMELINE_OFFLINE.nothingYet}
        </OfflineNotice>
      );
    }
    if (timeline.isError) {
      return (
        <div className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5">
          <p role="alert" className="text-base">
            {GARAGE_LOAD_FAILED}
          </p>
          <Button variant="secondary" disabled={retrying} onClick={retry}>
            Retry
          </Button>
        </div>
      );
    }
    return <LoadingBlock />;
  }
  const items = timeline.data.pages.flatMap((page) => page.items);
  const months = groupByMonth(items);
  return (
    <div className="flex flex-col gap-6">
      {offline ? (
        <OfflineNotice retrying={retrying} onRetry={retry}>
          {TIMELINE_OFFLINE.asLastLoaded}
        </OfflineNotice>
      ) : null}
      {months.map(([month, monthItems]) => (
        <section key={month} aria-label={month} className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{month}</h2>
          <ol className="flex flex-col gap-2">
            {monthItems.map((item) => (
              <TimelineRow key={item.id} item={item} />
            ))}
          </ol>
        </section>
      ))}
      {timeline.hasNextPage ? (
        <Button
          variant="secondary"
          disabled={offline || timeline.isFetchingNextPage}
          onClick={() => void timeline.fetchNextPage()}
        >
          {timeline.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </div>
  );
}

function groupByMonth(items: readonly TimelineItem[]): [string, TimelineItem[]][] {
  const months = new Map<string, TimelineItem[]>();
  for (const item of items) {
    const month = monthOf(item.utcDate);
    months.set(month, [...(months.get(month) ?? []), item]);
  }
  return [...months];
}

function TimelineRow({ item }: { item: TimelineItem }) {
  const body = (
    <>
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-xl text-accent">
        <Glyph icon={ICONS[item.kind]} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-base font-semibold break-words">{item.title}</span>
        {item.description ? (
          <span className="text-sm break-words text-muted">{item.description}</span>
        ) : null}
        <DateText when={item.utcDate} format="short" className="text-sm text-muted" />
      </span>
      {item.link ? <Glyph icon={ChevronRight} className="text-xl text-muted" /> : null}
    </>
  );
  const box = 'flex items-center gap-3 rounded-2xl border border-border bg-surface p-3';
  return (
    <li>
      {item.link ? (
        <Link
          to={item.link}
          className={`${box} hover:border-muted focus-visible:outline-2 focus-visible:outline-accent`}
        >
          {body}
        </Link>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}
