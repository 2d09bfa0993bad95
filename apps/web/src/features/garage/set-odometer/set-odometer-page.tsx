import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { myGarage, setOdometer } from '@ignite/domain/contract/garage';
import type { Vehicle } from '@ignite/domain/garage/vehicle';
import { GARAGE_ODOMETER_MAX } from '@ignite/domain/garage/garage-api';
import {
  implausibleJumpQuestion,
  isImplausibleJump,
} from '@ignite/domain/garage/odometer-readings';
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
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { saveFailureMessages } from '../offline-save.ts';
import { LeaveWhenSaved } from './leave-when-saved.tsx';
import { OdometerDials } from './odometer-dials.tsx';

/** /my-garage/set-odometer: keep the odometer current (spec part 2 sections 2, 4, 5 and 8). */
export function SetOdometerPage() {
  return <GarageModelGate>{({ vehicle }) => <SetOdometer vehicle={vehicle} />}</GarageModelGate>;
}

type Mode = 'update' | 'correct';
const SAVE_LABELS: Record<Mode, string> = {
  update: SET_ODOMETER_MESSAGES.title,
  correct: 'Correct the reading',
};

function SetOdometer({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate();
  // The garage shows the new reading as soon as we arrive there.
  const updateOdometer = useApiMutation(setOdometer, { invalidates: [myGarage] });
  const { update: updateSettings } = useUserSettings();
  // Fixed for the life of the page: after a save the model's reading moves up to the new one.
  const [current] = useState(vehicle.odometer);
  const [lastSetAt] = useState(vehicle.dateLastSetOdometer);
  const [mode, setMode] = useState<Mode>('update');
  const schema = useMemo(() => setOdometerFormSchema(current, mode === 'correct'), [current, mode]);
  // A reading far beyond the last one waits for the owner's answer: it is more often a slipped
  // digit than a real drive.
  const [question, setQuestion] = useState<string | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  // Whether the owner said Yes to the far jump being saved now.
  const confirmed = useRef(false);
  const page = useRef<HTMLDivElement>(null);

  /** Yes (or no question to ask) goes on to save; No goes back to the reading to fix it. */
  const checkJump = async ({ odometer }: { odometer: number }) => {
    confirmed.current = false;
    const last = { odometer: current, setAt: lastSetAt ? new Date(lastSetAt) : null };
    if (!isImplausibleJump(last, odometer, new Date())) return true;
    setQuestion(implausibleJumpQuestion(current ?? 0, odometer));
    const yes = await new Promise<boolean>((resolve) => {
      answer.current = (said) => {
        setQuestion(null);
        resolve(said);
      };
    });
    confirmed.current = yes;
    // The dialog gives focus back to the button that opened it; the reading is what to check.
    if (!yes) {
      setTimeout(() => {
        const field = odometerField(page.current);
        field?.focus();
        field?.select();
      });
    }
    return yes;
  };

  const save = async ({ odometer }: { odometer: number }) => {
    const result = await updateOdometer.run({
      body: {
        vehicleId: vehicle.vehicleId,
        odometer,
        ...(confirmed.current ? { confirmed: true } : {}),
        ...(mode === 'correct' ? { correction: true } : {}),
      },
    });
    if (!result.success) {
      return { success: false, messages: saveFailureMessages([SET_ODOMETER_MESSAGES.failed]) };
    }
    // Raised for My Garage, where the page goes once saved (LeaveWhenSaved).
    toast.success(
      mode === 'correct' ? 'The reading has been corrected' : SET_ODOMETER_MESSAGES.updated,
      { forNextPage: true },
    );
    return { success: true, messages: [] };
  };

  const skip = () => {
    const until = skipOdometerReminderUntil(new Date());
    updateSettings({ skipUpdateOdometerReminderUntil: until.toISOString() });
    toast.success(SET_ODOMETER_MESSAGES.skipped, { forNextPage: true });
    void navigate(paths.myGarage, { replace: true });
  };

  return (
    <div ref={page} className="flex flex-col gap-5">
      {vehicle.isOdometerUpdateRequired && mode === 'update' ? (
        <p className="rounded-2xl border border-warning/40 bg-warning/10 p-4 text-base">
          {lastSetAt ? (
            <>
              Your last reading was on <DateText when={lastSetAt} format="short" />.
            </>
          ) : (
            'Your vehicle has no recent reading.'
          )}{' '}
          A current reading keeps your service reminders on time.
        </p>
      ) : null}
      <p className="text-base text-muted">
        {mode === 'update'
          ? 'Read the kilometres from your dashboard. If the car is not at hand, a good estimate is fine.'
          : 'Enter the reading your dashboard shows now. It replaces the last one, and your history keeps a note of the correction.'}
      </p>
      <Form
        // A new form for each mode: the correction allows a reading below the last one.
        key={mode}
        disableSubmitUntilReady
        aria-label={SAVE_LABELS[mode]}
        schema={schema}
        initialValues={{ odometer: current }}
        beforeSave={checkJump}
        onSave={save}
        submitLabel={SAVE_LABELS[mode]}
        className="rounded-3xl border border-border bg-surface p-5"
      >
        <OdometerDials label="Last reading" reading={current} />
        <NewReading />
        <NumberInput
          name="odometer"
          label="Odometer (km)"
          required
          min={mode === 'correct' ? 0 : (current ?? 0)}
          max={GARAGE_ODOMETER_MAX}
          interval={ODOMETER_STEP}
          steppers
        />
        <LeaveWhenSaved to={paths.myGarage} />
      </Form>
      {current !== null ? (
        <Button
          variant="secondary"
          onClick={() => setMode(mode === 'update' ? 'correct' : 'update')}
        >
          {mode === 'update' ? 'The last reading was wrong' : 'Back to a new reading'}
        </Button>
      ) : null}
      {mode === 'update' ? (
        <Button variant="secondary" onClick={skip}>
          Skip for now
        </Button>
      ) : null}
      {question ? (
        <ConfirmDialog
          title="Is this reading right?"
          yesLabel="Yes, save it"
          noLabel="No, check it"
          onYes={() => answer.current(true)}
          onNo={() => answer.current(false)}
        >
          <p>{question}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function odometerField(page: HTMLElement | null): HTMLInputElement | null {
  return page?.querySelector<HTMLInputElement>('input[name="odometer"]') ?? null;
}

/** The reading being typed, on the dials as it will read once saved. */
function NewReading() {
  const typed = useWatch<{ odometer: number | null }, 'odometer'>({ name: 'odometer' });
  // A reading the form will refuse (a typo of eleven digits) is not drawn on seven dials.
  const reading =
    typeof typed === 'number' && typed >= 0 && typed <= GARAGE_ODOMETER_MAX
      ? Math.floor(typed)
      : null;
  return <OdometerDials label="New reading" reading={reading} highlight />;
}
