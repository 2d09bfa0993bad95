import { useState } from 'react';
import { MONTH_NAMES } from '@ignite/domain/format/calendar';
import type { MonthChoice } from '@ignite/domain/garage/reminders';
import { choiceClass, showMoreClass } from './choice-styles.ts';

type Props = {
  choices: readonly MonthChoice[];
  /** How many show before Show More (spec: 12 of the 24). */
  shownFirst: number;
  /** The month the reminder is set to now, marked as current. */
  current: { year: number; month: number } | null;
  onChoose: (choice: MonthChoice) => void;
};

export const monthName = ({ year, month }: { year: number; month: number }) =>
  `${MONTH_NAMES[month - 1] ?? ''} ${year}`;

/** Months as tiles, three to a row; Show More reveals the rest of the 24-month range. */
export function MonthChoices({ choices, shownFirst, current, onChoose }: Props) {
  // The month set now is never hidden behind Show More.
  const currentIndex = choices.findIndex(
    (choice) => choice.year === current?.year && choice.month === current.month,
  );
  const [showAll, setShowAll] = useState(currentIndex >= shownFirst);
  const shown = showAll ? choices : choices.slice(0, shownFirst);
  return (
    <div>
      <ul className="grid grid-cols-3 gap-2">
        {shown.map((choice) => {
          const isCurrent =
            !choice.disabled && current?.year === choice.year && current.month === choice.month;
          return (
            <li key={`${choice.year}-${choice.month}`}>
              <button
                type="button"
                className={`${choiceClass} w-full`}
                disabled={choice.disabled}
                aria-current={isCurrent || undefined}
                onClick={() => onChoose(choice)}
              >
                <span>{(MONTH_NAMES[choice.month - 1] ?? '').slice(0, 3)}</span>
                <span className="text-xs font-medium text-muted">{choice.year}</span>
                {isCurrent ? <span className="text-xs font-semibold">Set now</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {choices.length > shownFirst ? (
        <button
          type="button"
          className={showMoreClass}
          aria-expanded={showAll}
          onClick={() => setShowAll((all) => !all)}
        >
          {showAll ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </div>
  );
}
