import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { LinkCardPromo } from './link-card-promo.tsx';

const LINK = '/sandbox/card-link?token=abcdefghijklmnop&redirect=%2Fignite';

describe('the link-card promotion (spec part 3 section 2)', () => {
  test('dismissed, it leaves a slim banner and is remembered under dismissLinkedCardPromo', async () => {
    const user = userEvent.setup();
    const first = render(<LinkCardPromo linkHref={LINK} linkedCards={[]} />);
    expect(screen.getByRole('heading', { name: 'Earn cashback every time you shop' })).toBeTruthy();
    expect(localStorage.getItem('dismissLinkedCardPromo')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dismiss the link-card banner' }));

    expect(screen.queryByRole('heading', { name: 'Earn cashback every time you shop' })).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Link a card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link card' }).getAttribute('href')).toBe(LINK);
    expect(localStorage.getItem('dismissLinkedCardPromo')).toBe('true');

    // Another visit on this device starts with the slim banner.
    first.unmount();
    render(<LinkCardPromo linkHref={LINK} linkedCards={[]} />);
    expect(screen.getByRole('link', { name: 'Link card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dismiss the link-card banner' })).toBeNull();
  });

  test('not dismissed, the full banner offers the link', () => {
    render(<LinkCardPromo linkHref={LINK} linkedCards={[]} />);
    expect(screen.getByRole('link', { name: 'Link a card' }).getAttribute('href')).toBe(LINK);
  });

  test('without a card-link provider it says plainly that linking is not set up, with no link', () => {
    render(<LinkCardPromo linkHref={null} linkedCards={[]} />);
    expect(
      screen.getByText(
        'Linking a card is not available yet: this app has no card-link provider set up.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('an owner with a card that still works is not asked; one whose cards all expired is', () => {
    const { container, unmount } = render(
      <LinkCardPromo linkHref={LINK} linkedCards={[{ hasExpired: true }, { hasExpired: false }]} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
    unmount();

    render(<LinkCardPromo linkHref={LINK} linkedCards={[{ hasExpired: true }]} />);
    expect(screen.getByRole('link', { name: 'Link a card' })).toBeTruthy();
  });
});
