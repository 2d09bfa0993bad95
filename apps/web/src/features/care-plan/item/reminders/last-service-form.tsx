import { myGarage, setActiveServiceInterval } from '@ignite/domain/contract/garage';
import { GARAGE_ODOMETER_MAX } from '@ignite/domain/garage/garage-api';
import {
  EMPTY_LAST_SERVICE,
  intervalChoices,
  LAST_SERVICE_MONTHS_MAX,
  type LastServiceForm as Answers,
  lastServiceFormSchema,
} from '@ignite/domain/garage/last-service-form';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import type { ServiceSchedule } from '@ignite/domain/garage/service-schedule-schema';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Form } from '@/shared/form/form.tsx';
import { useBack } from '@/shared/history/use-back.ts';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';

type Props = { condition: Condition; schedule: ServiceSchedule };

/**
 * The service reminder is Not set (no next interval yet): the owner says when the last service
 * was and which service is next, and the schedule starts from there. Saved, it goes back.
 */
export function LastServiceForm({ condition, schedule }: Props) {
  const startSchedule = useApiMutation(setActiveServiceInterval, { invalidates: [myGarage] });
  const back = useBack();

  const save = async (answers: Answers) => {
    const result = await startSchedule.run({
      body: {
        vehicleId: condition.consumerVehicleId,
        conditionId: condition.conditionId,
        ...answers,
      },
    });
    if (result.success) back();
    return result;
  };

  return (
    <Form
      aria-label="Your last service"
      schema={lastServiceFormSchema}
      initialValues={EMPTY_LAST_SERVICE}
      onSave={save}
      submitLabel="Save"
    >
      <p className="text-base text-muted">Tell us about your last service.</p>
      <NumberInput
        name="lastOdometer"
        label="Odometer at the last service (km)"
        required
        min={0}
        max={GARAGE_ODOMETER_MAX}
      />
      <NumberInput
        name="lastMonths"
        label="How many months ago was it?"
        required
        min={0}
        max={LAST_SERVICE_MONTHS_MAX}
        separators={false}
      />
      <SelectInput
        name="serviceIntervalId"
        label="Which service is due next?"
        required
        options={intervalChoices(schedule.intervals)}
      />
    </Form>
  );
}
