import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { myGarage, setOdometer } from '@ignite/domain/contract/garage';
import type { Vehicle } from '@ignite/domain/vehicle';
import { GARAGE_ODOMETER_MAX } from '@ignite/domain/garage/garage-api';
import {
  ODOMETER_STEP,
  SET_ODOMETER_MESSAGES,
  setOdometerFormSchema,
  skipOdometerReminderUntil,
} from '@ignite/domain/garage/set-odometer';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Form } from '@/shared/form/form.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { paths } from '@/shared/routes.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { Button } from '@/shared/ui/button.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { LeaveWhenSaved } from './leave-when-saved.tsx';
import { OdometerDials } from './odometer-dials.tsx';

/** /my-garage/set-odometer: keep the odometer current (spec part 2 sections 2, 4, 5 and 8). */
export function SetOdometerPage() {
  return <GarageModelGate>{({ vehicle }) => <SetOdometer vehicle={vehicle} />}</GarageModelGate>;
}

function SetOdometer({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate();
  // The garage shows the new reading as soon as we arrive there.
  const updateOdometer = useApiMutation(setOdometer, { invalidates: [myGarage] });
  const { update: updateSettings } = useUserSettings();
  // Fixed for the life of the form: after a save the model's reading moves up to the new one.
  const [current] = useState(vehicle.odometer);
  const [schema] = useState(() => setOdometerFormSchema(current));

  const save = async ({ odometer }: { odometer: number }) => {
    const result = await updateOdometer.run({ body: { vehicleId: vehicle.vehicleId, odometer } });
    if (!result.success) return { success: false, messages: [SET_ODOMETER_MESSAGES.failed] };
    toast.success(SET_ODOMETER_MESSAGES.updated);
    return { success: true, messages: [] };
  };

  const skip = () => {
    const until = skipOdometerReminderUntil(new Date());
    updateSettings({ skipUpdateOdometerReminderUntil: until.toISOString() });
    toast.success(SET_ODOMETER_MESSAGES.skipped);
    void navigate(paths.myGarage, { replace: true });
  };

  return (
    <div className="flex flex-col gap-5">
      <p className="text-base text-muted">
        Read the kilometres from your dashboard. If the car is not at hand, a good estimate is fine.
      </p>
      <Form
        disableSubmitUntilReady
        aria-label={SET_ODOMETER_MESSAGES.title}
        schema={schema}
        initialValues={{ odometer: current }}
        onSave={save}
        submitLabel={SET_ODOMETER_MESSAGES.title}
        className="rounded-3xl border border-border bg-surface p-5"
      >
        <OdometerDials label="Last reading" reading={current} />
        <NewReading />
        <NumberInput
          name="odometer"
          label="Odometer (km)"
          required
          min={current ?? 0}
          max={GARAGE_ODOMETER_MAX}
          interval={ODOMETER_STEP}
          steppers
        />
        <LeaveWhenSaved to={paths.myGarage} />
      </Form>
      <Button variant="secondary" onClick={skip}>
        Skip for now
      </Button>
    </div>
  );
}

/** The reading being typed, on the dials as it will read once saved. */
function NewReading() {
  const typed = useWatch<{ odometer: number | null }, 'odometer'>({ name: 'odometer' });
  const reading = typeof typed === 'number' ? Math.floor(typed) : null;
  return <OdometerDials label="New reading" reading={reading} highlight />;
}
