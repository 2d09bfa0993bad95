// Expert mode's extra lines on a condition tile: the interval (km and months, or weeks), the
// next odometer and date, and the score as a percentage. Easy mode shows none of them.
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { ConfigurationType } from '@ignite/domain/garage/enums';
import { formatShortDate } from './date-formats.ts';
import { formatKilometres } from '@ignite/domain/format/grouped-number';

/** `wide`: a long value that takes a row of its own. */
export type ExpertFact = { label: string; value: string; wide?: boolean };

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** '15,000 km / 12 months'; a weekly condition counts weeks; null when nothing is configured. */
export function intervalText(condition: Condition): string | null {
  const parts: string[] = [];
  if (condition.averageOdometerInterval !== null) {
    parts.push(formatKilometres(condition.averageOdometerInterval));
  }
  if (condition.value !== null && condition.configurationType !== null) {
    const unit = condition.configurationType === ConfigurationType.Weekly ? 'week' : 'month';
    parts.push(plural(condition.value, unit));
  }
  return parts.length > 0 ? parts.join(' / ') : null;
}

/** The score 0 to 1 as a whole percentage. */
export function scorePercent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** Only the facts the condition has: an unset monitor shows its score and nothing made up. */
export function expertFacts(condition: Condition): ExpertFact[] {
  const facts: (ExpertFact | null)[] = [
    fact('Interval', intervalText(condition), true),
    fact(
      'Next odometer',
      condition.nextOdometer === null ? null : formatKilometres(condition.nextOdometer),
    ),
    fact('Next date', condition.nextDate === null ? null : formatShortDate(condition.nextDate)),
    fact('Score', scorePercent(condition.score)),
  ];
  return facts.filter((entry) => entry !== null);
}

function fact(label: string, value: string | null, wide = false): ExpertFact | null {
  if (value === null) return null;
  return wide ? { label, value, wide } : { label, value };
}
