import { Link } from 'react-router';
import { ChevronRight, ScanLine } from 'lucide-react';
import { DTC_TEXTS } from '@ignite/domain/health-monitor/diagnostic-codes';
import { DateText } from '@/entities/condition/date-text.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Panel } from '../panel.tsx';
import { paths } from '@/shared/routes.ts';
import { useScanHistory } from '../health-monitor-queries.ts';

const errorDetailsPath = (scanEventId: string) =>
  paths.scanErrorDetails.replace(':scanEventId', encodeURIComponent(scanEventId));

/** Spec part 3 section 4: the last 10 scans, each with a way to its codes. */
export function ScanHistory({ vehicleId }: { vehicleId: string }) {
  const history = useScanHistory(vehicleId);
  return (
    <Panel icon={ScanLine} title="Scan history">
      {history.isPending ? (
        <p role="status" className="text-base text-muted">
          Loading scans…
        </p>
      ) : history.data && history.data.scanEvents.length > 0 ? (
        <ul className="-mx-2 flex flex-col">
          {history.data.scanEvents.map((scan) => (
            <li key={scan.scanEventId}>
              <Link
                to={errorDetailsPath(scan.scanEventId)}
                className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span
                  aria-hidden="true"
                  className={`size-2.5 shrink-0 rounded-full ${scan.hasIssue ? 'bg-danger' : 'bg-success'}`}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <DateText when={scan.utcDateScanned} format="short" className="text-base" />
                  <span className="text-sm break-words text-muted">
                    {scan.hasIssue
                      ? `Issue found${scan.errorCodes.length ? `: ${scan.errorCodes.join(', ')}` : ''}`
                      : 'No issues found'}
                  </span>
                </span>
                <Glyph icon={ChevronRight} className="text-xl text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-base text-muted">{DTC_TEXTS.noScans}</p>
      )}
    </Panel>
  );
}
