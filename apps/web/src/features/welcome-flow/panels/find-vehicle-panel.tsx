import { z } from 'zod/mini';
import type { SaveAnswer } from '@ignite/domain/validation/form-save';
import {
  WELCOME_FLOW_MESSAGES,
  WELCOME_FLOW_ODOMETER_MAX,
  WELCOME_FLOW_STATES,
  welcomeFlowOdometer,
  welcomeFlowRego,
  welcomeFlowState,
  type WelcomeFlowVehicle,
} from '@ignite/domain/welcome-flow/welcome-flow-api';
import { Form } from '@/shared/form/form.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';
import { RegoInput } from '@/shared/inputs/text-inputs.tsx';
import { Button } from '@/shared/ui/button.tsx';

const findSchema = z.object({ rego: welcomeFlowRego, regoState: welcomeFlowState });
// Empty until typed; empty, or text that is not a number, is then the spec's 'Please enter a
// valid odometer value'.
const odometerSchema = z.object({
  odometer: z.pipe(
    z.optional(z.number({ error: WELCOME_FLOW_MESSAGES.odometer })),
    welcomeFlowOdometer,
  ),
});
// Spec part 2 section 5: the eight states, their full names as the values.
const STATE_OPTIONS = WELCOME_FLOW_STATES.map((s) => ({ value: s.name, label: s.abbreviation }));

/** Rego and state, then Find my car (disabled until both are valid). */
export function FindVehiclePanel({
  onFind,
}: {
  onFind: (search: z.output<typeof findSchema>) => Promise<SaveAnswer>;
}) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight">Let’s find your car</h2>
      <p className="text-base text-muted">
        Enter the registration number and the state your car is registered in.
      </p>
      <Form
        schema={findSchema}
        initialValues={{ rego: '', regoState: '' }}
        onSave={onFind}
        submitLabel="Find my car"
        savingLabel="Finding…"
        editsValues={false}
        disableSubmitUntilReady
        aria-label="Find my car"
      >
        <RegoInput name="rego" label="Registration number" required />
        <SelectInput name="regoState" label="State" required options={STATE_OPTIONS} />
      </Form>
    </section>
  );
}

/**
 * The car found: its odometer, then claim it ('That's my car, let's go'), or start again. A car
 * that came with the dealership's link shows the odometer staff entered, to confirm or correct.
 */
export function ConfirmVehiclePanel({
  vehicle,
  foundByDealer,
  onConfirm,
  onReset,
}: {
  vehicle: WelcomeFlowVehicle;
  foundByDealer: boolean;
  onConfirm: (odometer: number) => Promise<SaveAnswer>;
  onReset: () => void;
}) {
  const name = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold tracking-tight">Is this your car?</h2>
      <div className="flex flex-col gap-1 rounded-3xl border border-border bg-surface p-5">
        <p className="text-xl font-semibold break-words">{name || 'Your car'}</p>
        <p className="text-base text-muted">
          {vehicle.rego} · {vehicle.regoState}
        </p>
      </div>
      {foundByDealer ? (
        <p className="text-base text-muted">
          Your dealership has set up your car. Check the odometer they entered, and correct it if it
          is not right.
        </p>
      ) : null}
      <Form
        schema={odometerSchema}
        initialValues={{ odometer: vehicle.odometer ?? undefined }}
        onSave={({ odometer }) => onConfirm(odometer)}
        submitLabel="That's my car, let's go"
        savingLabel="Saving…"
        editsValues={false}
        disableSubmitUntilReady
        aria-label="Confirm the odometer"
      >
        <NumberInput
          name="odometer"
          label="Odometer (km)"
          required
          min={0}
          max={WELCOME_FLOW_ODOMETER_MAX}
          notANumberMessage={WELCOME_FLOW_MESSAGES.odometer}
        />
      </Form>
      <Button variant="secondary" onClick={onReset}>
        That's not my car
      </Button>
    </section>
  );
}
