import { useId } from 'react';
import { type BookingWhat, NOTE_MAX_LENGTH } from '@ignite/domain/booking/booking-request';
import { maxLengthMessage } from '@ignite/domain/validation/messages';
import { characterCount } from '@ignite/domain/validation/text-length';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { controlClass } from '@/shared/inputs/field-styles.ts';
import { type Choice, ChoiceList } from './choice-list.tsx';

type Props = {
  /** The car's conditions that are due or overdue: each may be booked. */
  dueConditions: readonly Condition[];
  /** Trouble codes the wizard was opened with (from a scan's codes). */
  codes: readonly string[];
  what: BookingWhat | null;
  onChange: (what: BookingWhat) => void;
};

function keyOf(what: BookingWhat | null): string | null {
  if (!what) return null;
  if (what.kind === 'condition') return `condition:${what.conditionType}`;
  return what.kind;
}

/** Step 1: what the car needs: its scheduled service, a due condition, its codes, or a note. */
export function WhatStep({ dueConditions, codes, what, onChange }: Props) {
  const noteId = useId();
  const choices: Choice<string>[] = [
    {
      value: 'service',
      label: 'Scheduled service',
      hint: 'The next service in the car’s schedule',
    },
    ...dueConditions
      .filter((condition) => condition.type !== ConditionType.Service)
      .map((condition) => ({
        value: `condition:${condition.type}`,
        label: condition.labels.name,
        // The garage's own state word (Issue detected, Overdue, Due...), not one of ours.
        hint: condition.labels.stateLabel,
      })),
    ...(codes.length > 0
      ? [{ value: 'codes', label: 'Diagnostic check', hint: codes.join(', ') }]
      : []),
    { value: 'note', label: 'Something else', hint: 'Tell the workshop in a few words' },
  ];
  const note = what?.kind === 'note' ? what.note : '';
  // Kept as typed and refused while too long: a cut note would drop what the owner wrote last.
  const noteTooLong = characterCount(note) > NOTE_MAX_LENGTH;

  function choose(key: string) {
    if (key === 'service') onChange({ kind: 'service' });
    else if (key === 'codes') onChange({ kind: 'codes', codes: [...codes] });
    else if (key === 'note') onChange({ kind: 'note', note });
    else {
      const conditionType = Number(key.split(':')[1]) as ConditionType;
      onChange({ kind: 'condition', conditionType });
    }
  }

  return (
    <ChoiceList
      legend="What does the car need?"
      choices={choices}
      value={keyOf(what)}
      onChange={choose}
    >
      {what?.kind === 'note' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            What should the workshop look at?
          </label>
          <textarea
            id={noteId}
            value={note}
            rows={3}
            aria-invalid={noteTooLong || undefined}
            aria-describedby={noteTooLong ? `${noteId}-error` : undefined}
            onChange={(event) => onChange({ kind: 'note', note: event.target.value })}
            className={`${controlClass} min-h-24 py-3`}
          />
          {noteTooLong ? (
            <p id={`${noteId}-error`} className="text-sm text-danger">
              {maxLengthMessage(NOTE_MAX_LENGTH)}
            </p>
          ) : null}
        </div>
      ) : null}
    </ChoiceList>
  );
}
