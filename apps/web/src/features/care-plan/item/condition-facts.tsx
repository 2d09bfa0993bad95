import type { Condition } from '@ignite/domain/garage/condition-schema';
import { formatLongDate, formatShortDate } from '@/entities/condition/date-formats.ts';
import { intervalText, scorePercent } from '@/entities/condition/expert-facts.ts';

const kilometres = new Intl.NumberFormat('en-AU');
const km = (value: number | null) => (value === null ? null : `${kilometres.format(value)} km`);

type Fact = { label: string; value: string | null };

/** The next due date has a row of its own; so has a last fact that would sit alone. */
function spansRow(facts: readonly Fact[], index: number): boolean {
  if (facts[index]?.label === 'Next due') return true;
  const paired = facts.filter((fact) => fact.label !== 'Next due').length;
  return paired % 2 === 1 && index === facts.length - 1;
}

/**
 * When the condition is next due (date and odometer) and when it was last done; Expert mode
 * adds the interval and the score. Only the facts the condition has are listed.
 */
export function ConditionFacts({ condition, expert }: { condition: Condition; expert: boolean }) {
  const lastDone = [
    condition.lastDate ? formatShortDate(condition.lastDate) : null,
    km(condition.lastOdometer),
  ]
    .filter(Boolean)
    .join(' at ');
  const facts: Fact[] = [
    { label: 'Next due', value: condition.nextDate ? formatLongDate(condition.nextDate) : null },
    { label: 'Due at', value: km(condition.nextOdometer) },
    { label: 'Last done', value: lastDone || null },
    ...(expert
      ? [
          { label: 'Interval', value: intervalText(condition) },
          { label: 'Score', value: scorePercent(condition.score) },
        ]
      : []),
  ].filter((fact) => fact.value !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3">
      {facts.map((fact, index) => (
        <div
          key={fact.label}
          className={`rounded-2xl bg-raised p-3 ${spansRow(facts, index) ? 'col-span-2' : ''}`}
        >
          <dt className="text-sm text-muted">{fact.label}</dt>
          <dd className="mt-1 text-base font-semibold tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
