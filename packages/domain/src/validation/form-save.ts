/** Spec part 1 section 4: the form save states. */
export const SAVE_STATES = ['NotSaved', 'Saving', 'Saved', 'Error'] as const;
export type SaveState = (typeof SAVE_STATES)[number];

/** Saving is shown for at least 900 ms, so a fast save does not flicker. */
export const FORM_SAVE_MIN_DISPLAY_MS = 900;

/** How much longer 'Saving' must stay on screen; the clock is the caller's. */
export function remainingSavingDisplayMs(startedAt: number, now: number): number {
  return Math.max(0, FORM_SAVE_MIN_DISPLAY_MS - (now - startedAt));
}

/**
 * Whatever a save resolved to. Usually nothing, or the API's result `{ success, messages }`;
 * typed `unknown` so any save function fits, and read with the two helpers below.
 */
export type SaveAnswer = unknown;

function field(answer: SaveAnswer, key: 'success' | 'messages'): unknown {
  return typeof answer === 'object' && answer !== null && key in answer
    ? (answer as Record<string, unknown>)[key]
    : undefined;
}

/** Saved, unless the answer says success is false. A thrown save is the caller's Error. */
export function saveStateAfter(answer: SaveAnswer): 'Saved' | 'Error' {
  return field(answer, 'success') === false ? 'Error' : 'Saved';
}

/** The answer's messages, when it carries a list of strings. */
export function saveAnswerMessages(answer: SaveAnswer): string[] {
  const messages = field(answer, 'messages');
  return Array.isArray(messages)
    ? messages.filter((message): message is string => typeof message === 'string')
    : [];
}
