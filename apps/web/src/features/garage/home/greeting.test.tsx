// My Garage greeted a first visit with 'Welcome back'. A first visit is greeted as one; the
// next visit (the page opened again) is the return.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { Greeting, greetingText } from './greeting.tsx';

afterEach(() => {
  signOutTest();
  localStorage.clear();
});

describe('the My Garage greeting', () => {
  test('a first visit says Welcome; opened again, Welcome back', () => {
    signInForTest();
    const first = renderInRouter(<Greeting firstName="Olivia" />);
    expect(screen.getByText('Welcome, Olivia')).toBeTruthy();
    // Marked seen at once, but this visit keeps its greeting.
    expect(screen.queryByText('Welcome back, Olivia')).toBeNull();
    first.unmount();

    renderInRouter(<Greeting firstName="Olivia" />);
    expect(screen.getByText('Welcome back, Olivia')).toBeTruthy();
  });

  test('without a first name, no dangling comma', () => {
    expect(greetingText(undefined, true)).toBe('Welcome');
    expect(greetingText(null, false)).toBe('Welcome back');
    expect(greetingText('Noah', false)).toBe('Welcome back, Noah');
  });
});
