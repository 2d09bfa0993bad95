import { describe, expect, it } from 'vitest';
import {
  backLeaves,
  canGoBack,
  canGoNext,
  isLastStep,
  nextLabel,
  OWNER_WIZARD,
  OWNER_WIZARD_STEPS,
  WIZARD_STEPS,
} from './wizard.ts';

describe('the placeholder wizard a visitor sees', () => {
  it('has five steps; Next reads Book on the fourth; the last has only Return', () => {
    expect(WIZARD_STEPS).toHaveLength(5);
    expect([0, 1, 2, 3, 4].map((i) => nextLabel(i))).toEqual([
      'Next',
      'Next',
      'Next',
      'Book',
      null,
    ]);
    expect(isLastStep(4)).toBe(true);
    expect(isLastStep(3)).toBe(false);
  });

  it('Back is disabled on the first step, while busy, and on the last', () => {
    expect(canGoBack(0, false)).toBe(false);
    expect(backLeaves(0)).toBe(false);
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

describe('the owner’s wizard', () => {
  it('reviews everything before Book, which is on the step before the receipt', () => {
    expect(OWNER_WIZARD_STEPS).toEqual(['What', 'When', 'Pickup', 'Contact', 'Review', 'Booked']);
    expect([0, 1, 2, 3, 4, 5].map((i) => nextLabel(i, OWNER_WIZARD))).toEqual([
      'Next',
      'Next',
      'Next',
      'Next',
      'Book',
      null,
    ]);
    expect(isLastStep(5, OWNER_WIZARD)).toBe(true);
    expect(canGoNext(4, false, true, OWNER_WIZARD)).toBe(true);
    expect(canGoNext(5, false, true, OWNER_WIZARD)).toBe(false);
  });

  it('Back on the first step leaves; not while busy, nor from the receipt', () => {
    expect(canGoBack(0, false, OWNER_WIZARD)).toBe(true);
    expect(backLeaves(0, OWNER_WIZARD)).toBe(true);
    expect(backLeaves(1, OWNER_WIZARD)).toBe(false);
    expect(canGoBack(0, true, OWNER_WIZARD)).toBe(false);
    expect(canGoBack(4, false, OWNER_WIZARD)).toBe(true);
    expect(canGoBack(5, false, OWNER_WIZARD)).toBe(false);
  });
});
