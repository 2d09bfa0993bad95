import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { KeepTogether } from './keep-together.tsx';

const kept = (text: string) =>
  [...render(<KeepTogether text={text} />).container.querySelectorAll('.whitespace-nowrap')].map(
    (span) => span.textContent,
  );

test('a hyphenated model is kept whole; the words around it still wrap', () => {
  const { container } = render(<KeepTogether text="Isuzu D-MAX LS-U" />);
  expect(container.textContent).toBe('Isuzu D-MAX LS-U');
  expect(kept('Isuzu D-MAX LS-U')).toEqual(['D-MAX', 'LS-U']);
});

test('"Care Plan" stays on one line at the end of a long title', () => {
  expect(kept('Harbour City Motors Care Plan')).toEqual(['Care Plan']);
});

test('text with nothing to keep together is left as it is', () => {
  expect(kept('Mechanical Protection')).toEqual([]);
});
