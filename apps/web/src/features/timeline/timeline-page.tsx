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
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import type { TimelineItem, TimelineKind } from '@ignite/domain/timeline/timeline-api';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GARAGE_LOAD_FAILED, GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { useTimeline } from './use-timeline.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';

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

/** /timeline: the vehicle's story in one feed, newest first, a month at a heading. */
export function TimelinePage() {
  return <GarageModelGate>{(garage) => <Timeline garage={garage} />}</GarageModelGate>;
}

function Timeline({ garage }: { garage: MyGarage }) {
  const timeline = useTimeline(garage.vehicle.vehicleId);
  if (timeline.isPending) {
    return <LoadingBlock />;
  }
  if (timeline.isError) {
    return (
      <p role="alert" className="rounded-3xl border border-border bg-surface p-5 text-base">
        {GARAGE_LOAD_FAILED}
      </p>
    );
  }
  const items = timeline.data.pages.flatMap((page) => page.items);
  const months = groupByMonth(items);
  return (
    <div className="flex flex-col gap-6">
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
          disabled={timeline.isFetchingNextPage}
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
