import { conditionTip } from '@ignite/domain/garage/condition-labels';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { conditionTileId } from './condition-anchor.ts';
import { ConditionIcon } from './condition-icon.tsx';
import { conditionItemPath } from './condition-item-path.ts';
import { ConditionProgressBar } from './condition-progress-bar.tsx';
import { ConditionStateLabel } from './condition-state-label.tsx';
import { conditionTone } from './condition-tone.ts';
import { expertFacts } from './expert-facts.ts';

type Props = {
  condition: Condition;
  /** The user setting reverseConditionIndicators. */
  reversed: boolean;
  /** Expert mode adds the interval, next odometer and date, and the score. */
  expert: boolean;
};

const ICON_TONE = {
  critical: 'text-danger',
  due: 'text-warning',
  unset: 'text-muted',
  disabled: 'text-muted',
  healthy: 'text-accent',
} as const;

/**
 * Spec part 2 section 2, condition tile: name and icon, progress bar, description, and Manage
 * (or Set Due Date while the monitor is unset). A disabled monitor is dimmed and labelled so.
 */
export function ConditionTile({ condition, reversed, expert }: Props) {
  const id = conditionTileId(condition);
  const tone = conditionTone(condition);
  const { name, description, stateLabel } = condition.labels;
  const facts = expert ? expertFacts(condition) : [];
  return (
    <li
      id={id}
      aria-labelledby={`${id}-name`}
      // Not in the Tab order, but the alert banner's fragment links move the focus (and so the
      // reading position) here; the tile flashes as the link's target so the eye finds it.
      tabIndex={-1}
      className={`scroll-mt-4 rounded-2xl border border-border bg-surface p-4 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent motion-safe:target:animate-target-flash`}
    >
      <div className="flex items-start gap-3">
        <span
          className={`grid size-11 shrink-0 place-items-center rounded-xl bg-raised text-2xl ${ICON_TONE[tone]}`}
        >
          <ConditionIcon type={condition.type} />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h3 id={`${id}-name`} className="pt-0.5 text-lg leading-snug font-semibold">
              {name}
            </h3>
            <ConditionStateLabel tone={tone} label={stateLabel} />
          </div>
          <p className="mt-0.5 text-sm text-muted">{description || conditionTip(condition)}</p>
        </div>
      </div>

      <div className="mt-4 flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <ConditionProgressBar
            condition={condition}
            name={name}
            reversed={reversed}
            alert={tone === 'critical' || tone === 'due'}
          />
        </div>
        <ButtonLink
          to={conditionItemPath(condition.type)}
          // One quiet button per tile: a garage of unset monitors would otherwise be a column
          // of identical orange buttons; the 'Not set' label says what the tile needs.
          variant="secondary"
          className="shrink-0"
        >
          {condition.isUnconfigured ? 'Set Due Date' : 'Manage'}
          <span className="sr-only"> {name}</span>
        </ButtonLink>
      </div>

      {facts.length > 0 ? (
        <dl className="mt-4 grid grid-cols-3 gap-x-3 gap-y-2 border-t border-border pt-3">
          {facts.map((fact) => (
            <div key={fact.label} className={fact.wide ? 'col-span-3' : ''}>
              <dt className="text-xs text-muted">{fact.label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
