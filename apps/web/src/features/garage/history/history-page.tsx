import type { HistoryItem, MyGarage } from '@ignite/domain/garage/garage-api';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { VehicleName } from '../vehicle-name.tsx';
import { ServiceRecordActions } from './service-record-actions.tsx';

export const NO_HISTORY = 'There are no history items to display';

/** /my-garage/history: what has happened to the vehicle, newest first (spec part 2 s2). */
export function HistoryPage() {
  return <GarageModelGate>{(garage) => <History garage={garage} />}</GarageModelGate>;
}

function History({ garage: { vehicle, history } }: { garage: MyGarage }) {
  return (
    <div className="flex flex-col gap-5">
      {/* Printed, the shell's header (and its title) is left off: the page names itself. */}
      <p className="hidden text-2xl font-bold print:block">Vehicle history</p>
      {/* Without make, model and rego the name would only be a placeholder. */}
      {vehicle.hasRequiredProperties ? (
        <h2 className="text-xl font-bold tracking-tight [overflow-wrap:anywhere]">
          <VehicleName name={vehicle.displayName} />
        </h2>
      ) : null}
      <ServiceRecordActions vehicle={vehicle} />
      {history.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-5 text-base text-muted">
          {NO_HISTORY}
        </p>
      ) : (
        <ol aria-label="History" className="flex flex-col">
          {history.map((item, index) => (
            <HistoryEntry
              key={`${item.utcEventDate}-${item.title}`}
              item={item}
              last={index === history.length - 1}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** One event on a timeline: a dot on the line, the date, the title and what happened. */
function HistoryEntry({ item, last }: { item: HistoryItem; last: boolean }) {
  return (
    <li className="relative flex gap-4 pb-6">
      <div aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
        <span className="mt-1.5 size-3 rounded-full border-2 border-accent bg-bg" />
        {last ? null : <span className="absolute top-5 -bottom-1.5 w-0.5 bg-border" />}
      </div>
      <div className="min-w-0 flex-1">
        <DateText
          when={item.utcEventDate}
          format="short"
          className="text-sm font-medium text-muted"
        />
        <p className="mt-0.5 text-base font-semibold">{item.title}</p>
        {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
      </div>
    </li>
  );
}
