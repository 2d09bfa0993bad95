import { canMarkDone } from '@ignite/domain/garage/care-plan-item';
import { conditionTip } from '@ignite/domain/garage/condition-labels';
import type { CarePlanWorkOrder } from '@ignite/domain/garage/care-plan-schema';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { ServiceSchedule } from '@ignite/domain/garage/service-schedule-schema';
import { paths } from '@/shared/routes.ts';
import { useIsExpertMode } from '@/shared/settings/display-preferences.ts';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { ConditionIcon } from '@/entities/condition/condition-icon.tsx';
import { ConditionProgressBar } from '@/entities/condition/condition-progress-bar.tsx';
import { ConditionStateLabel } from '@/entities/condition/condition-state-label.tsx';
import { type ConditionTone, conditionTone } from '@/entities/condition/condition-tone.ts';
import { ConditionFacts } from './condition-facts.tsx';
import { WorkOrderAllowance } from './work-order-allowance.tsx';
import { ItemActions } from './item-actions.tsx';
import { ReminderSection } from './reminders/reminder-section.tsx';

type Props = {
  condition: Condition;
  schedule: ServiceSchedule | null;
  manage: boolean;
  /** The care plan's work order that pays for this condition's work, if the plan has one. */
  workOrder: CarePlanWorkOrder | null;
};

/** The icon takes the colour of the state, as on the garage's tiles. */
const ICON_TONE: Record<ConditionTone, string> = {
  critical: 'text-danger',
  due: 'text-warning',
  unset: 'text-muted',
  disabled: 'text-muted',
  healthy: 'text-accent',
};

/**
 * One condition monitor: its name, state, tip and progress, when it is next due, the work
 * order allowance, what can be done about it, and its reminder configuration.
 */
export function ConditionItem({ condition, schedule, manage, workOrder }: Props) {
  const expert = useIsExpertMode();
  const reversed = useUserSettings().settings?.reverseConditionIndicators ?? false;
  const tone = conditionTone(condition);
  const { name, description, stateLabel } = condition.labels;
  const tip = conditionTip(condition);

  return (
    <article aria-labelledby="condition-name" className="flex flex-col gap-4">
      {/* A monitor switched off is dimmed, as its tile is: its facts no longer count. */}
      <section className={`flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5`}>
        <div className="flex items-start gap-4">
          <span
            className={`grid size-14 shrink-0 place-items-center rounded-2xl bg-raised text-3xl ${ICON_TONE[tone]}`}
          >
            <ConditionIcon type={condition.type} />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="condition-name" className="text-2xl font-bold tracking-tight">
                {name}
              </h2>
              <ConditionStateLabel tone={tone} label={stateLabel} />
            </div>
            {/* 'Not Set' would only repeat the 'Not set' label beside it. */}
            {tip.toLowerCase() === stateLabel.toLowerCase() ? null : (
              <p className="mt-1 text-base font-semibold">{tip}</p>
            )}
          </div>
        </div>
        {description && description !== tip ? (
          <p className="text-base text-muted">{description}</p>
        ) : null}
        {/* A recall has no schedule to measure, so no bar. */}
        {condition.type === ConditionType.Recall ? null : (
          <ConditionProgressBar
            condition={condition}
            name={name}
            reversed={reversed}
            alert={tone === 'critical' || tone === 'due'}
          />
        )}
        <ConditionFacts condition={condition} expert={expert} />
      </section>

      {workOrder ? <WorkOrderAllowance item={workOrder} /> : null}

      {condition.isDisabled ? <DisabledNotice name={name} /> : null}

      <ItemActions
        condition={condition}
        canMarkDone={canMarkDone(condition, schedule !== null)}
        needsAction={tone === 'critical' || tone === 'due'}
      />

      {condition.isDisabled ? null : (
        <ReminderSection condition={condition} schedule={schedule} focus={manage} />
      )}
    </article>
  );
}

/** A monitor switched off has no reminders; settings is where it comes back on. */
function DisabledNotice({ name }: { name: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
      <p className="text-base">
        {name} is switched off, so it sends no reminders and is left out of your health score.
      </p>
      <ButtonLink to={paths.conditionSettings} variant="secondary">
        Condition Settings
      </ButtonLink>
    </div>
  );
}
