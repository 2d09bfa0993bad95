import type { ReactNode } from 'react';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { DateText } from '@/entities/condition/date-text.tsx';
import { intervalText, scorePercent } from '@/entities/condition/expert-facts.ts';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

const km = (value: number | null) => (value === null ? null : formatKilometres(value));

/** A fact with a (long) date takes a row of its own, so the date never squeezes or wraps. */
type Fact = { label: string; value: ReactNode; wide: boolean };

/** A wide fact has its own row; so has a last narrow fact that would sit alone. */
function spansRow(facts: readonly Fact[], index: number): boolean {
  if (facts[index]?.wide) return true;
  const narrow = facts.filter((fact) => !fact.wide);
  return narrow.length % 2 === 1 && facts[index] === narrow.at(-1);
}

/**
 * When the condition is next due (date and odometer) and when it was last done; Expert mode
 * adds the interval and the score. Only the facts the condition has are listed. Dates are in
 * the page's one format, the long one, so the dates on the page read alike.
 */
export function ConditionFacts({ condition, expert }: { condition: Condition; expert: boolean }) {
  const lastKm = km(condition.lastOdometer);
  const lastDone = condition.lastDate ? (
    <>
      <DateText when={condition.lastDate} format="long" />
      {lastKm ? ` at ${lastKm}` : null}
    </>
  ) : (
    lastKm
  );
  const candidates: Fact[] = [
    {
      label: 'Next due',
      value: condition.nextDate ? <DateText when={condition.nextDate} format="long" /> : null,
      wide: true,
    },
    { label: 'Due at', value: km(condition.nextOdometer), wide: false },
    { label: 'Last done', value: lastDone, wide: condition.lastDate !== null },
    ...(expert
      ? [
          { label: 'Interval', value: intervalText(condition), wide: false },
          { label: 'Score', value: scorePercent(condition.score), wide: false },
        ]
      : []),
  ];
  const facts = candidates.filter((fact) => fact.value !== null);
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
