import { type ReactNode, useState } from 'react';
import type { ApiResult } from '@/shared/api/result.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useCommitChange } from './use-commit-change.ts';

export type Choice = {
  /** The dialog's title: 'Is this OK?' for a chosen reminder, 'Is this correct?' for a last done. */
  question: string;
  /** What the owner is agreeing to, in their words: 'Next reminder: Monday, 5th Jul 2027'. */
  summary: ReactNode;
  save: () => Promise<ApiResult<unknown>>;
};

/**
 * Spec part 2 section 4: each reminder choice asks for confirmation, then saves and goes back.
 * `ask` opens the question; Yes saves and goes back, No (or a failed save) closes it.
 */
export function useConfirmedChoice() {
  const [choice, setChoice] = useState<Choice | null>(null);
  const { busy, commit } = useCommitChange();

  const answerYes = async (asked: Choice) => {
    const saved = await commit(asked.save, { goBack: true });
    if (!saved) setChoice(null);
  };

  const dialog = choice ? (
    <ConfirmDialog
      title={choice.question}
      busy={busy}
      onNo={() => setChoice(null)}
      onYes={() => void answerYes(choice)}
    >
      {choice.summary}
    </ConfirmDialog>
  ) : null;

  return { ask: setChoice, dialog };
}
