// Booking named a battery the garage reads as 'Issue detected' just 'Overdue': one item, two
// states. The step now says the garage's own state word for each item.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { conditionLabel } from '@ignite/domain/garage/condition-labels';
import { ConditionType } from '@ignite/domain/garage/enums';
import { testCondition } from '@ignite/domain/test/test-condition';
import { WhatStep } from './what-step.tsx';

afterEach(cleanup);

/** A condition as the API answers it: its state label made by the garage's label function. */
function labelled(overrides: Parameters<typeof testCondition>[0]) {
  const condition = testCondition(overrides);
  return {
    ...condition,
    labels: { ...condition.labels, stateLabel: conditionLabel(condition) },
  };
}

test('each due item reads as the garage reads it', () => {
  const battery = labelled({
    type: ConditionType.Battery,
    isCritical: true,
    isOverdue: true,
    labels: { ...testCondition().labels, name: 'Battery' },
  });
  const tyres = labelled({ isOverdue: true });
  const brakes = labelled({
    type: ConditionType.Brakes,
    labels: { ...testCondition().labels, name: 'Brakes' },
  });
  render(
    <WhatStep
      dueConditions={[battery, tyres, brakes]}
      codes={[]}
      what={null}
      onChange={() => {}}
    />,
  );
  const hintOf = (name: string) =>
    screen.getByRole('radio', { name: new RegExp(`^${name}`) }).closest('label')?.textContent;
  expect(hintOf('Battery')).toBe('BatteryIssue detected');
  expect(hintOf('Tyres')).toBe('TyresOverdue');
  expect(hintOf('Brakes')).toBe('BrakesDue');
});

test('a note over 500 characters stays as typed and says what is wrong, never cut', () => {
  const note = 'x'.repeat(501);
  render(
    <WhatStep dueConditions={[]} codes={[]} what={{ kind: 'note', note }} onChange={() => {}} />,
  );
  const field = screen.getByRole('textbox', { name: 'What should the workshop look at?' });
  expect((field as HTMLTextAreaElement).value).toHaveLength(501);
  expect(field.getAttribute('maxlength')).toBeNull();
  expect(screen.getByRole('textbox', { description: 'Must be no more than 500 characters.' })).toBe(
    field,
  );
});
