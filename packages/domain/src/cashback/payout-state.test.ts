import { describe, expect, it } from 'vitest';
import { canMovePayout, PAYOUT_STATES } from './payout-state.ts';

describe('a payout only moves forward', () => {
  it('goes requested, sent, then completed or failed', () => {
    expect(canMovePayout('requested', 'sent')).toBe(true);
    expect(canMovePayout('requested', 'completed')).toBe(true);
    expect(canMovePayout('requested', 'failed')).toBe(true);
    expect(canMovePayout('sent', 'completed')).toBe(true);
    expect(canMovePayout('sent', 'failed')).toBe(true);
  });

  it('takes a return after completion as a failure', () => {
    expect(canMovePayout('completed', 'failed')).toBe(true);
  });

  it('never moves back, nor stays put, nor leaves failed', () => {
    for (const state of PAYOUT_STATES) expect(canMovePayout(state, state)).toBe(false);
    expect(canMovePayout('sent', 'requested')).toBe(false);
    expect(canMovePayout('completed', 'sent')).toBe(false);
    expect(canMovePayout('completed', 'requested')).toBe(false);
    for (const state of PAYOUT_STATES) expect(canMovePayout('failed', state)).toBe(false);
  });
});
