import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { HowItWorks } from './how-it-works.tsx';

/** The text of the how-it-works step with this title. */
function stepText(title: string): string {
  const step = screen.getByText(title).closest('details');
  return step?.textContent ?? '';
}

// Spec part 3 sections 1 and 9: approval takes 7 to 90 days, linking a card under a minute
// (setup about 2), and the copy names eftpos.
describe('how cashback works (spec part 3 sections 1 and 9)', () => {
  test('linking a card takes under a minute, about 2 to set up, and eftpos is not tracked', () => {
    render(<HowItWorks minimum="$30.00" isGeneric={false} />);
    const linking = stepText('Link your card');
    expect(linking).toContain('It takes under a minute');
    expect(linking).toContain('about 2 minutes to set up your first one');
    expect(linking).toContain('purchases that go through eftpos (SAV or CHQ) cannot be tracked');
  });

  test('pending cashback is approved in 7 to 90 days', () => {
    render(<HowItWorks minimum="$30.00" isGeneric={false} />);
    expect(stepText('Cashback is pending')).toContain('which takes 7 to 90 days.');
  });

  test('four steps, the last naming the minimum balance', () => {
    render(<HowItWorks minimum="$30.00" isGeneric />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(stepText('Enjoy your cashback')).toContain(
      'Once your balance reaches $30.00, withdraw it to your bank account.',
    );
  });
});
