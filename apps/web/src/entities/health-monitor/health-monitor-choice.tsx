// An entity rather than a piece of features/health-monitor: the garage's settings page shows
// this choice, and the health monitor's own pages (connecting one, its prompt on landing) will
// read and offer the same setting. Features do not import each other, and a settings page that
// received the control through the app layer would need a slot for one component; what several
// features know about the health monitor lives here instead.
import { useId } from 'react';
import { HealthMonitorEnabledState } from '@ignite/domain/health-monitor/health-monitor-status';
import { healthMonitorEnabledStateLabels } from '@/shared/settings/user-settings.ts';

type State = HealthMonitorEnabledState;

const choices = Object.values(HealthMonitorEnabledState);

/**
 * Whether a health monitor is fitted: Auto (as the dealership recorded it), Installed or Not
 * Installed. Three radio buttons drawn as one segmented control; the arrow keys move between
 * them as in any radio group.
 */
export function HealthMonitorChoice({
  value,
  onChange,
}: {
  value: State;
  onChange: (state: State) => void;
}) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset className="flex flex-col gap-2 py-2" aria-describedby={hintId}>
      <legend className="text-base">Health monitor</legend>
      <p id={hintId} className="text-sm text-muted">
        Auto follows what your dealership has on record.
      </p>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-xl border border-field bg-raised p-1">
        {choices.map((state) => (
          <label
            key={state}
            className="relative grid min-h-11 cursor-pointer place-items-center rounded-lg px-2 text-center text-sm leading-tight font-medium text-muted has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              name={name}
              value={state}
              checked={value === state}
              onChange={() => onChange(state)}
              className="sr-only"
            />
            {healthMonitorEnabledStateLabels[state]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
