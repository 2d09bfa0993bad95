import { conditionLabel } from '@ignite/domain/garage/condition-labels';
import type { VehicleCondition } from '@ignite/domain/garage/vehicle';
import { Link } from 'react-router';
import { Switch } from '@/shared/ui/switch.tsx';
import { ConditionIcon } from '@/entities/condition/condition-icon.tsx';
import { conditionItemPath } from '@/entities/condition/condition-item-path.ts';
import { type ConditionTone, conditionTone } from '@/entities/condition/condition-tone.ts';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { HealthScore } from '../home/health-score.tsx';
import { useToggleCondition } from './use-toggle-condition.ts';

/**
 * /my-garage/condition-settings: the health score out of 100 and every monitor the app offers,
 * in display order, each with its label and an enable switch (spec part 2 sections 2 and 4).
 */
export function ConditionSettingsPage() {
  return (
    <GarageModelGate>
      {({ vehicle }) =>
        vehicle.condition ? (
          <ConditionSettings condition={vehicle.condition} />
        ) : (
          <p className="rounded-2xl border border-border bg-surface p-5 text-base">
            Your car's health monitors appear here once your dealership has set them up.
          </p>
        )
      }
    </GarageModelGate>
  );
}

/** The label takes the colour of the monitor's state, as the garage's tiles do. */
const LABEL_TONE: Record<ConditionTone, string> = {
  critical: 'text-danger',
  due: 'text-warning',
  unset: 'text-muted',
  disabled: 'text-muted',
  healthy: 'text-success',
};

function ConditionSettings({ condition }: { condition: VehicleCondition }) {
  const { toggle, pendingId } = useToggleCondition();
  // The server lists them in display order; a type the app does not offer is not shown.
  const monitors = condition.conditions.filter((c) => c.isVisible);
  return (
    <div className="flex flex-col gap-4">
      <section className="flex items-center gap-5 rounded-3xl border border-border bg-surface p-5">
        <HealthScore score={condition.score} />
        <p className="text-base text-muted">
          Switch off the monitors you don't need. Monitors that are off are left out of your score.
        </p>
      </section>

      <section aria-labelledby="monitors-heading">
        <h2 id="monitors-heading" className="mb-2 px-1 text-lg font-semibold">
          Health monitors
        </h2>
        <ul className="divide-y divide-border rounded-3xl border border-border bg-surface">
          {monitors.map((monitor) => {
            const labelId = `monitor-${monitor.conditionId}-label`;
            return (
              <li key={monitor.conditionId} className="flex items-center gap-3 px-4 py-2">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-raised text-xl text-accent">
                  <ConditionIcon type={monitor.type} />
                </span>
                <Link
                  to={conditionItemPath(monitor.type)}
                  className="min-w-0 flex-1 py-1 hover:underline"
                >
                  <span className="block text-base font-semibold">{monitor.labels.name}</span>
                  <span
                    id={labelId}
                    className={`block text-sm font-medium ${LABEL_TONE[conditionTone(monitor)]}`}
                  >
                    {conditionLabel(monitor)}
                  </span>
                </Link>
                {/* It shows the saved state: a required monitor stays on when asked to go off. */}
                <Switch
                  aria-label={monitor.labels.name}
                  aria-describedby={labelId}
                  checked={monitor.isEnabled}
                  busy={pendingId === monitor.conditionId}
                  onCheckedChange={(enable) => void toggle(monitor, enable)}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
