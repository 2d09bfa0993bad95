import { describe, expect, it } from 'vitest';
import {
  FORM_SAVE_MIN_DISPLAY_MS,
  remainingSavingDisplayMs,
  SAVE_STATES,
  saveAnswerMessages,
  saveStateAfter,
} from './form-save.ts';

describe('form save', () => {
  it('has the four states of the spec', () => {
    expect(SAVE_STATES).toEqual(['NotSaved', 'Saving', 'Saved', 'Error']);
  });
  it.each([
    [0, 900],
    [400, 500],
    [899, 1],
    [900, 0],
    [1500, 0],
  ])('a save that took %d ms shows Saving %d ms longer', (elapsed, remaining) => {
    expect(remainingSavingDisplayMs(10_000, 10_000 + elapsed)).toBe(remaining);
    expect(FORM_SAVE_MIN_DISPLAY_MS).toBe(900);
  });
  it('ends Saved unless the answer says success is false', () => {
    expect(saveStateAfter(undefined)).toBe('Saved');
    expect(saveStateAfter({ success: true })).toBe('Saved');
    expect(saveStateAfter({ success: false, messages: ['Nope'] })).toBe('Error');
    expect(saveStateAfter({ success: 0 })).toBe('Saved');
    expect(saveStateAfter('done')).toBe('Saved');
  });
  it("reads the answer's messages, strings only", () => {
    expect(saveAnswerMessages({ success: false, messages: ['Nope', 3] })).toEqual(['Nope']);
    expect(saveAnswerMessages({ success: true })).toEqual([]);
    expect(saveAnswerMessages(undefined)).toEqual([]);
    expect(saveAnswerMessages(null)).toEqual([]);
  });
});
