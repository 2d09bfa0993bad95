import { useState } from 'react';
import { z } from 'zod/mini';
import {
  ACTIVATION_MESSAGES,
  activationFields,
  type DealerAppConfiguration,
  type DealerVehicle,
} from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { EquipmentStatus } from '@ignite/domain/garage/enums';
import { AU_STATES } from '@ignite/domain/validation/au-states';
import { Form } from '@/shared/form/form.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { PhoneInput } from '@/shared/inputs/phone-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import { RegoInput } from '@/shared/inputs/text-inputs.tsx';
import { ActivationFailed } from './activation-failed.tsx';
import { NewVehicleSummary } from './new-vehicle-summary.tsx';

const YEAR_INVALID = 'Enter the year it was built, from 1900 to 2100';

// The form's own shapes for what its inputs hold (a select's text, an empty number), each
// piped into the domain's field, so the form says exactly what the server would.
export const activationFormSchema = z.object({
  appConfigurationId: z.pipe(z.string(), activationFields.appConfigurationId),
  rego: activationFields.rego,
  regoState: activationFields.regoState,
  odometer: z.pipe(z.optional(z.number()), activationFields.odometer),
  healthMonitorInstallationStatus: z.pipe(
    z.pipe(
      z.string().check(z.minLength(1, ACTIVATION_MESSAGES.healthMonitorRequired)),
      z.transform(Number),
    ),
    activationFields.healthMonitorInstallationStatus,
  ),
  mobile: z.pipe(z.optional(z.string()), activationFields.mobile),
  firstName: activationFields.firstName,
  lastName: activationFields.lastName,
  // A new vehicle's make, model and year: the staff's words, so the card and the customer's
  // garage name the car instead of 'Make/model not available'.
  make: activationFields.make,
  model: activationFields.model,
  year: z.nullish(
    z
      .number({ error: YEAR_INVALID })
      .check(z.int(YEAR_INVALID), z.gte(1900, YEAR_INVALID), z.lte(2100, YEAR_INVALID)),
  ),
});
export type ActivationValues = z.output<typeof activationFormSchema>;

const STATE_OPTIONS = AU_STATES.map((state) => ({ value: state.name, label: state.abbreviation }));
const HEALTH_MONITOR_OPTIONS = [
  { value: String(EquipmentStatus.Installed), label: 'Installed' },
  { value: String(EquipmentStatus.NotInstalled), label: 'Not installed' },
  { value: String(EquipmentStatus.CantBeInstalled), label: 'Can’t be installed' },
  { value: String(EquipmentStatus.NotApplicable), label: 'Not applicable' },
];

type Props = {
  apps: readonly DealerAppConfiguration[];
  /** The stock vehicle being activated, or null for a new one. */
  vehicle: DealerVehicle | null;
  /** A new vehicle's rego, from the search. */
  rego: string;
  /** Sends the form: true once activated (the page moves on to the confirmation). */
  onSubmit: (values: ActivationValues) => Promise<ActivationAnswer>;
};

/** Activated, or refused with the server's reason when it gave one staff can act on. */
export type ActivationAnswer = true | { refusedBecause: string | null };

/**
 * The activation form (spec part 3 section 5): rego, state, odometer, the app only when there
 * are several, the Health Monitor status and the customer's mobile; Activate stays disabled
 * while the form is invalid or untouched. A refused activation shows the spec's failure, titled
 * 'Activate vehicle', above Activate until the next try.
 */
export function ActivationForm({ apps, vehicle, rego, onSubmit }: Props) {
  const [failed, setFailed] = useState<{ refusedBecause: string | null } | null>(null);
  // The failure is said by its own titled alert, not as a form message: nothing is handed
  // back to the form to show (the form's messages have no title).
  async function send(values: ActivationValues) {
    setFailed(null);
    const answer = await onSubmit(values);
    setFailed(answer === true ? null : answer);
  }
  const onlyApp = apps.length === 1 ? apps[0]?.appConfigurationId : undefined;
  const stateName = AU_STATES.find((state) => state.abbreviation === vehicle?.regoState)?.name;
  const isNew = vehicle === null;
  return (
    <Form
      aria-label="Activate vehicle"
      schema={activationFormSchema}
      initialValues={{
        appConfigurationId: vehicle?.appConfigurationId ?? onlyApp ?? '',
        rego: vehicle?.rego ?? rego,
        regoState: stateName ?? '',
        odometer: vehicle?.odometer ?? undefined,
        healthMonitorInstallationStatus: '',
        mobile: vehicle?.mobile?.replace(/^\+/, '') ?? '',
        firstName: vehicle?.firstName ?? '',
        lastName: vehicle?.lastName ?? '',
        make: vehicle?.make ?? '',
        model: vehicle?.model ?? '',
        year: vehicle?.year ?? null,
      }}
      onSave={send}
      editsValues={false}
      disableSubmitUntilReady
      submitLabel="Activate"
      savingLabel="Activating…"
      className="rounded-3xl border border-border bg-surface p-5"
    >
      {/* The spec's title for an activation, over the form as over its failure. */}
      <h2 className="text-lg font-bold">{DEALER_MESSAGES.activationFailedTitle}</h2>
      {isNew ? <NewVehicleSummary /> : null}
      {/* Spec part 3 section 5: the app is chosen only when there is more than one. */}
      {isNew && apps.length > 1 ? (
        <SelectInput
          name="appConfigurationId"
          label="App"
          required
          options={apps.map((app) => ({ value: app.appConfigurationId, label: app.name }))}
        />
      ) : null}
      {isNew ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="make" label="Make" maxLength={40} autoCapitalize="words" />
          <TextInput name="model" label="Model" maxLength={40} autoCapitalize="words" />
          <NumberInput
            name="year"
            label="Year"
            min={1900}
            max={2100}
            separators={false}
            notANumberMessage={YEAR_INVALID}
          />
        </div>
      ) : null}
      <RegoInput name="rego" label="Rego" required />
      <SelectInput name="regoState" label="State" required options={STATE_OPTIONS} />
      <NumberInput
        name="odometer"
        label="Odometer (km)"
        required
        min={0}
        max={999_999_999}
        notANumberMessage={ACTIVATION_MESSAGES.odometerInvalid}
      />
      <SelectInput
        name="healthMonitorInstallationStatus"
        label="Health Monitor status"
        required
        options={HEALTH_MONITOR_OPTIONS}
      />
      <PhoneInput name="mobile" label="Customer's mobile" required />
      {isNew || !vehicle.organisationConsumerId ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput name="firstName" label="Customer's first name" maxLength={60} />
          <TextInput name="lastName" label="Customer's last name" maxLength={60} />
        </div>
      ) : null}
      {failed ? <ActivationFailed reason={failed.refusedBecause} /> : null}
    </Form>
  );
}
