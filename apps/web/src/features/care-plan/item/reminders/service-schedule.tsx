import { setServiceIntervalState } from '@ignite/domain/contract/garage';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ServiceIntervalState } from '@ignite/domain/garage/enums';
import { REMINDER_CONFIRMATIONS } from '@ignite/domain/garage/reminders';
import {
  type IntervalRow,
  intervalLabel,
  intervalRows,
  previewIntervalChoice,
  resetWarning,
} from '@ignite/domain/garage/service-interval-rows';
import type { ServiceSchedule as Schedule } from '@ignite/domain/garage/service-schedule-schema';
import { Checkbox } from '@/shared/ui/checkbox.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import { useItemChange } from '../use-item-change.ts';
import type { Choice } from '../use-confirmed-choice.tsx';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

type Props = { condition: Condition; schedule: Schedule; ask: (choice: Choice) => void };

/**
 * The service reminder follows the schedule: the next interval is shown as the next service,
 * earlier ones have a done checkbox (a dealer-marked one is ticked for good), and any interval
 * can be made the next one, which asks first and resets the done ones it passes back over.
 */
export function ServiceSchedule({ condition, schedule, ask }: Props) {
  const intervalState = useItemChange(setServiceIntervalState, { goBack: false });
  const busy = intervalState.busy;

  const setDone = (row: IntervalRow, done: boolean) =>
    void intervalState.run({
      body: {
        vehicleId: condition.consumerVehicleId,
        serviceScheduleId: schedule.serviceScheduleId,
        serviceIntervalId: row.interval.serviceIntervalId,
        state: done ? ServiceIntervalState.MarkedDoneByUser : ServiceIntervalState.NotDone,
      },
    });

  const chooseNext = (row: IntervalRow, resetCount: number) => {
    const warning = resetWarning(resetCount);
    ask({
      question: REMINDER_CONFIRMATIONS.isThisOk,
      summary: (
        <>
          <p>Your next service: {intervalLabel(row.interval)}</p>
          {warning ? <p className="font-semibold text-warning">{warning}</p> : null}
        </>
      ),
      save: {
        kind: 'next-service',
        body: {
          vehicleId: condition.consumerVehicleId,
          serviceScheduleId: schedule.serviceScheduleId,
          nextInterval: { serviceIntervalId: row.interval.serviceIntervalId },
        },
      },
    });
  };

  return (
    <>
      <p className="mb-3 text-base text-muted">
        Tick the services already done. Your next service is highlighted.
      </p>
      <ol className="flex flex-col gap-2">
        {intervalRows(schedule).map((row) => {
          const { interval } = row;
          const name = intervalLabel(interval);
          // A choice that would undo a dealer-marked interval is refused, so not offered.
          const choice =
            row.position === 'next'
              ? null
              : previewIntervalChoice(schedule, interval.serviceIntervalId);
          return (
            <li
              key={interval.serviceIntervalId}
              className={`flex items-center gap-3 rounded-xl border py-1 pr-1 pl-3 ${
                row.position === 'next'
                  ? 'border-accent bg-accent/10'
                  : 'border-border bg-raised/40'
              }`}
            >
              <div className="min-w-0 flex-1">
                {row.position === 'earlier' ? (
                  <Checkbox
                    label={formatKilometres(interval.km)}
                    aria-label={name}
                    checked={interval.isDone}
                    disabled={row.isDealerMarked || busy}
                    onChange={(event) => setDone(row, event.target.checked)}
                    className="min-h-10 font-semibold"
                  />
                ) : (
                  <p className="flex min-h-10 items-center text-base font-semibold">
                    {formatKilometres(interval.km)}
                  </p>
                )}
                <p
                  className={`pb-2 text-sm text-muted ${row.position === 'earlier' ? 'pl-9' : ''}`}
                >
                  {interval.months} months · year {row.year}
                  <DoneNote row={row} />
                </p>
              </div>
              {row.position === 'next' ? (
                <span className="mr-2 shrink-0 rounded-full bg-accent px-3 py-1 text-xs font-semibold text-on-accent">
                  Next service
                </span>
              ) : null}
              {choice?.ok ? (
                <button
                  type="button"
                  onClick={() => chooseNext(row, choice.resetCount)}
                  disabled={busy}
                  className="min-h-12 shrink-0 rounded-xl px-3 text-sm font-semibold text-accent hover:bg-raised focus-visible:outline-2 focus-visible:outline-accent"
                >
                  Set as next
                  <span className="sr-only"> service: {name}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** Who marked an interval done, and when: the dealership's mark cannot be undone. */
function DoneNote({ row }: { row: IntervalRow }) {
  if (!row.interval.isDone) return null;
  const when = row.interval.dateCompleted;
  return (
    <span className="block">
      {row.isDealerMarked ? 'Done by your dealership' : 'Marked done by you'}
      {when ? (
        <>
          , <DateText when={when} format="long" />
        </>
      ) : null}
    </span>
  );
}
