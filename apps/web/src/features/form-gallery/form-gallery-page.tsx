import { useId, useState } from 'react';
import { Form } from '@/shared/form/form.tsx';
import { CheckboxInput } from '@/shared/inputs/checkbox-input.tsx';
import { CurrencyInput } from '@/shared/inputs/currency-input.tsx';
import { DateInput } from '@/shared/inputs/date-input.tsx';
import { LandlineInput } from '@/shared/inputs/landline-input.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { PhoneInput } from '@/shared/inputs/phone-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';
import { TextInput } from '@/shared/inputs/text-input.tsx';
import {
  DecimalInput,
  EmailInput,
  RegoInput,
  UrlInput,
  YearInput,
} from '@/shared/inputs/text-inputs.tsx';
import { ToggleInput } from '@/shared/inputs/toggle-input.tsx';
import {
  carOwnerProfileSchema,
  fuelTypes,
  initialCarOwnerProfile,
} from './car-owner-profile-schema.ts';
import { fakeSave } from './fake-save.ts';
import { FormFlagsPanel } from './form-flags-panel.tsx';

/**
 * Every input of the form layer in one Form, as a car owner's profile, saving to a fake
 * 400 ms call. The two switches above the form make the next save fail or close the form,
 * so each save state (NotSaved, Saving, Saved, Error) and close-on-save can be seen.
 */
export function FormGalleryPage() {
  const [failNextSave, setFailNextSave] = useState(false);
  const [closeOnSave, setCloseOnSave] = useState(false);
  const failId = useId();
  const closeId = useId();

  return (
    <div className="flex flex-col gap-6 px-5 py-6">
      <header>
        <h1 className="text-2xl font-bold text-[color:var(--color-text)]">Form gallery</h1>
        <p className="mt-1 text-sm text-[color:var(--color-muted)]">
          Every input, rule and save state of the form layer.
        </p>
      </header>

      <fieldset className="flex flex-col gap-1 rounded-xl border border-[color:var(--color-border)] px-4 py-2">
        <legend className="px-1 text-sm text-[color:var(--color-muted)]">Demo switches</legend>
        <label htmlFor={failId} className="flex min-h-12 items-center gap-3 text-sm">
          <input
            id={failId}
            type="checkbox"
            className="size-5 shrink-0 accent-[color:var(--color-accent)]"
            checked={failNextSave}
            onChange={(event) => setFailNextSave(event.target.checked)}
          />
          Make the next save fail
        </label>
        <label htmlFor={closeId} className="flex min-h-12 items-center gap-3 text-sm">
          <input
            id={closeId}
            type="checkbox"
            className="size-5 shrink-0 accent-[color:var(--color-accent)]"
            checked={closeOnSave}
            onChange={(event) => setCloseOnSave(event.target.checked)}
          />
          Close the form (go back) after a successful save
        </label>
      </fieldset>

      <Form
        aria-label="Car owner profile"
        schema={carOwnerProfileSchema}
        initialValues={initialCarOwnerProfile}
        onSave={() => fakeSave(failNextSave)}
        closeOnSave={closeOnSave}
        successMessage="Profile saved"
        submitLabel="Save profile"
      >
        <FormFlagsPanel />
        <TextInput name="nickname" label="Nickname" required autoComplete="nickname" />
        <EmailInput name="email" label="Email" required />
        <UrlInput name="website" label="Website" hint="Starts with https" />
        <PhoneInput name="mobile" label="Mobile" required />
        <LandlineInput name="landline" label="Landline" withAreaCode />
        <NumberInput
          name="odometer"
          label="Odometer (km)"
          required
          min={0}
          max={2000000}
          interval={500}
          steppers
        />
        <CurrencyInput name="serviceBudget" label="Yearly service budget" min={0} step={50} />
        <DateInput name="nextService" label="Next service" />
        <YearInput name="year" label="Year of manufacture" />
        <RegoInput name="rego" label="Registration number" required />
        <DecimalInput name="tyrePressure" label="Tyre pressure (psi)" />
        <SelectInput name="fuelType" label="Fuel type" required options={fuelTypes} />
        <CheckboxInput name="serviceReminders" label="Send me service reminders" />
        <ToggleInput
          name="roadsideAlerts"
          label="Roadside alerts"
          hint="Tell me about breakdowns nearby"
        />
      </Form>
    </div>
  );
}
