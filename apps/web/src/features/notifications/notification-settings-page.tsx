import { useQuery } from '@tanstack/react-query';
import {
  notificationSettings,
  updateNotificationSettings,
} from '@ignite/domain/contract/notifications';
import { LEAD_DAYS_MAX, LEAD_DAYS_MIN } from '@ignite/domain/notifications/notification-settings';
import {
  formValuesOf,
  type NotificationSettingsForm,
  notificationSettingsFormSchema,
  PUSH_PROBLEM_MESSAGES,
  QUIET_TIME_CHOICES,
  settingsOfForm,
} from '@ignite/domain/notifications/notification-settings-form';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { Form } from '@/shared/form/form.tsx';
import { NumberInput } from '@/shared/inputs/number-input.tsx';
import { SelectInput } from '@/shared/inputs/select-input.tsx';
import { ToggleInput } from '@/shared/inputs/toggle-input.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { CalendarFeedSection } from './calendar/calendar-feed-section.tsx';
import { pushChangeProblem } from './push-change.ts';

export const REMINDERS_SAVED = 'Your reminder settings are saved';
export const REMINDERS_UNAVAILABLE = 'Your reminder settings could not be loaded. Please try again';

const TIME_OPTIONS = QUIET_TIME_CHOICES.map((time) => ({ value: time, label: time }));

/**
 * Ours (decision 0039): how the dealership's reminders reach the owner. Email and push, how many
 * days ahead, and quiet hours; then the calendar feed. Push asks the browser's permission only
 * when the owner turns it on and saves, never before.
 */
export function NotificationSettingsPage() {
  const settings = useQuery(endpointQuery(notificationSettings));
  const update = useApiMutation(updateNotificationSettings, {
    invalidates: [notificationSettings],
  });

  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) {
    return (
      <p className="rounded-2xl border border-border bg-surface p-5">{REMINDERS_UNAVAILABLE}</p>
    );
  }
  const saved = settings.data;

  async function save(form: NotificationSettingsForm) {
    const problem = await pushChangeProblem(saved.push, form.push);
    // Nothing is saved, and the message says so and what to do about it.
    if (problem !== null) return { success: false, messages: [PUSH_PROBLEM_MESSAGES[problem]] };
    return update.run({ body: settingsOfForm(form) });
  }

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="reminders-heading" className="flex flex-col gap-2">
        <h2 id="reminders-heading" className="px-1 text-lg font-semibold">
          Email and push
        </h2>
        <p className="px-1 text-base text-muted">
          Your dealership reminds you when a service, a check or a booking is coming up.
        </p>
        <Form
          aria-label="Reminder settings"
          schema={notificationSettingsFormSchema}
          initialValues={formValuesOf(saved)}
          onSave={save}
          successMessage={REMINDERS_SAVED}
        >
          <ToggleInput name="email" label="Email reminders" hint="Sent to your email address." />
          <ToggleInput
            name="push"
            label="Push reminders"
            hint="Shown on this device. Your browser asks first."
          />
          <NumberInput
            name="leadDays"
            label="Days ahead"
            hint={`How early to remind you: ${LEAD_DAYS_MIN} to ${LEAD_DAYS_MAX} days before.`}
            min={LEAD_DAYS_MIN}
            max={LEAD_DAYS_MAX}
            steppers
            required
          />
          <ToggleInput
            name="quiet"
            label="Quiet hours"
            hint="Nothing is sent between these times; it waits until they end."
          />
          <QuietTimes />
        </Form>
      </section>
      <CalendarFeedSection />
    </div>
  );
}

function QuietTimes() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectInput name="quietFrom" label="From" options={TIME_OPTIONS} />
      <SelectInput name="quietTo" label="Until" options={TIME_OPTIONS} />
    </div>
  );
}
