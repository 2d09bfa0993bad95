import { type FormEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ACTIVATION_MESSAGES, type DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import {
  readVehicleQuery,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from '@ignite/domain/dealer-mode/dealer-rules';
import { dealerSearch } from '@ignite/domain/contract/dealer-mode';
import { useApiRead } from '@/shared/api/use-api-read.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { controlClass } from '@/shared/inputs/field-styles.ts';
import { Button } from '@/shared/ui/button.tsx';
import type { NewVehicle } from './use-activation-flow.ts';
import { VehicleStatus, VehicleSummary } from './vehicle-summary.tsx';
import { AlertBanner } from '@/shared/ui/alert-banner.tsx';

type Found = { query: string; items: DealerVehicle[] } | { query: string; failed: true };

/**
 * The search form (spec part 3 sections 2 and 5): a rego of 3 to 30 characters in upper case,
 * or a VIN, a customer's name or mobile. Find stays disabled below 3 characters. A result is
 * chosen to activate; with none, a rego or VIN typed can start a new vehicle.
 */
export function SearchPanel({
  onChoose,
  onNew,
}: {
  onChoose: (vehicle: DealerVehicle) => void;
  onNew: (vehicle: NewVehicle) => void;
}) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const search = useApiRead(dealerSearch);
  const trimmed = query.trim();
  // Text past the limit is kept and said, not cut: a cut VIN or name finds the wrong vehicle.
  const tooLong = trimmed.length > SEARCH_MAX_LENGTH;
  const canFind = trimmed.length >= SEARCH_MIN_LENGTH && !tooLong && !busy;
  const errorId = `${inputId}-error`;

  async function find(event: FormEvent) {
    event.preventDefault();
    if (!canFind) return;
    setBusy(true);
    const result = await search
      .run({ query: { query: trimmed, includeClaimed: 'true' } })
      .finally(() => setBusy(false));
    setFound(
      result.success
        ? { query: trimmed, items: result.data.items }
        : { query: trimmed, failed: true },
    );
  }

  const asNew = found ? readVehicleQuery(found.query) : null;
  return (
    <section className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={(event) => void find(event)}
        className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5"
      >
        <label htmlFor={inputId} className="text-base font-semibold">
          Find a vehicle
        </label>
        <p className="-mt-2 text-sm text-muted">Rego, VIN, customer name or mobile.</p>
        <input
          id={inputId}
          value={query}
          onChange={(event) => setQuery(event.target.value.toUpperCase())}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          className={`${controlClass} uppercase`}
        />
        <p id={errorId} aria-live="polite" className="text-sm text-danger empty:hidden">
          {tooLong ? ACTIVATION_MESSAGES.searchLength : ''}
        </p>
        <Button type="submit" disabled={!canFind}>
          <Glyph icon={Search} className="text-lg" />
          {busy ? 'Finding…' : 'Find'}
        </Button>
      </form>
      {found && 'failed' in found ? (
        <AlertBanner>The search did not answer. Please try again.</AlertBanner>
      ) : null}
      {found && 'items' in found ? (
        <section aria-live="polite" aria-label="Search results" className="flex flex-col gap-3">
          {found.items.length === 0 ? (
            <div className="flex flex-col gap-3 rounded-3xl border border-dashed border-field p-5">
              <p className="font-semibold wrap-anywhere">No vehicle matches {found.query}</p>
              {asNew ? (
                <p className="text-base wrap-anywhere text-muted">
                  {'vin' in asNew ? `VIN ${asNew.vin}` : `Rego ${asNew.rego}`}: a new vehicle. Its
                  make, model and year are asked for next, with the customer’s details.
                </p>
              ) : null}
              {asNew ? (
                <Button
                  variant="secondary"
                  onClick={() =>
                    onNew(
                      'vin' in asNew
                        ? { rego: '', vin: asNew.vin }
                        : { rego: asNew.rego, vin: null },
                    )
                  }
                >
                  Set up a new vehicle
                </Button>
              ) : (
                <p className="text-sm text-muted">
                  To set up a new vehicle, search its rego (4 to 9 letters and digits) or its
                  17-character VIN.
                </p>
              )}
            </div>
          ) : (
            <ul className="flex flex-col gap-3">
              {found.items.map((vehicle) => (
                <li key={vehicle.vehicleId}>
                  <button
                    type="button"
                    onClick={() => onChoose(vehicle)}
                    className="flex w-full flex-col items-start gap-2 rounded-3xl border border-border bg-surface p-4 text-left hover:border-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
                  >
                    <VehicleStatus vehicle={vehicle} />
                    <VehicleSummary vehicle={vehicle} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </section>
  );
}
