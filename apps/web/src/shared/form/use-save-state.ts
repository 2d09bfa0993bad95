import { useCallback, useState } from 'react';
import {
  remainingSavingDisplayMs,
  type SaveAnswer,
  type SaveState,
  saveStateAfter,
} from '@ignite/domain/validation/form-save';

export type SaveOutcome =
  { state: 'Saved'; answer: SaveAnswer } | { state: 'Error'; answer: SaveAnswer; error?: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The form's save-state machine: NotSaved -> Saving -> Saved or Error. Saving stays on screen
 * for at least 900 ms (spec part 1 section 4), so a quick save reads as a save, not a flicker;
 * with `holdSaving` false it lasts as long as the save itself (a sign-in is not kept waiting).
 */
export function useSaveState({ holdSaving = true }: { holdSaving?: boolean } = {}) {
  const [saveState, setSaveState] = useState<SaveState>('NotSaved');

  const runSave = useCallback(
    async (save: () => Promise<SaveAnswer>): Promise<SaveOutcome> => {
      setSaveState('Saving');
      const startedAt = performance.now();
      let outcome: SaveOutcome;
      try {
        const answer = await save();
        outcome =
          saveStateAfter(answer) === 'Saved'
            ? { state: 'Saved', answer }
            : { state: 'Error', answer };
      } catch (error) {
        outcome = { state: 'Error', answer: undefined, error };
      }
      if (holdSaving) await wait(remainingSavingDisplayMs(startedAt, performance.now()));
      setSaveState(outcome.state);
      return outcome;
    },
    [holdSaving],
  );

  return { saveState, runSave };
}
