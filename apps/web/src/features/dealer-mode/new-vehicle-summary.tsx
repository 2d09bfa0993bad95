import { useWatch } from 'react-hook-form';
import { vehicleDisplayName } from '@ignite/domain/dealer-mode/dealer-rules';
import { AU_STATES } from '@ignite/domain/validation/au-states';

/**
 * The vehicle being set up, as the activation form has it so far: its make, model and year
 * (or the spec's 'Make/model not available' until one is typed), then its rego and state.
 */
export function NewVehicleSummary() {
  const [make, model, year, rego, regoState] = useWatch({
    name: ['make', 'model', 'year', 'rego', 'regoState'],
  }) as [string | null, string | null, number | null, string | null, string | null];
  // The form holds the state's name; the plate reads as staff write it (NSW).
  const state = AU_STATES.find((s) => s.name === regoState)?.abbreviation ?? regoState;
  const plate = [rego?.trim(), state].filter(Boolean).join(' · ');
  return (
    <section
      aria-label="The vehicle being set up"
      className="flex min-w-0 flex-col gap-1 rounded-2xl bg-raised p-4"
    >
      <p className="text-sm font-semibold text-muted">New vehicle</p>
      <p className="text-lg font-semibold wrap-anywhere">
        {vehicleDisplayName({ make: make?.trim() || null, model: model?.trim() || null, year })}
      </p>
      <p className="text-sm wrap-anywhere text-muted">{plate || 'No rego yet'}</p>
    </section>
  );
}
