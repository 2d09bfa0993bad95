import { describe, expect, it } from 'vitest';
import { canGoBack, canGoNext, isLastStep, nextLabel, WIZARD_STEPS } from './wizard.ts';

describe('the booking wizard', () => {
  it('has five steps; Next reads Book on the fourth; the last has only Return', () => {
    expect(WIZARD_STEPS).toHaveLength(5);
    expect([0, 1, 2, 3, 4].map(nextLabel)).toEqual(['Next', 'Next', 'Next', 'Book', null]);
    expect(isLastStep(4)).toBe(true);
    expect(isLastStep(3)).toBe(false);
  });

  it('Back is disabled on the first step, while busy, and on the last', () => {
    expect(canGoBack(0, false)).toBe(false);
    expect(canGoBack(1, false)).toBe(true);
    expect(canGoBack(3, true)).toBe(false);
    expect(canGoBack(4, false)).toBe(false);
  });

  it('Next is disabled while busy or invalid', () => {
    expect(canGoNext(0, false, true)).toBe(true);
    expect(canGoNext(0, true, true)).toBe(false);
    expect(canGoNext(1, false, false)).toBe(false);
    expect(canGoNext(4, false, true)).toBe(false);
  });
});
