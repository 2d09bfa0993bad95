import { type ReactNode, useState } from 'react';
import { setNext, updateServiceSchedule } from '@ignite/domain/contract/garage';
import type { SetNext, UpdateServiceSchedule } from '@ignite/domain/garage/condition-api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useItemChange } from './use-item-change.ts';

export type Choice = {
  /** The dialog's title: 'Is this OK?' for a chosen reminder, 'Is this correct?' for a last done. */
  question: string;
  /** What the owner is agreeing to, in their words: 'Next reminder: Monday, 5th Jul 2027'. */
  summary: ReactNode;
  /** What Yes saves: a reminder's next (or last) date, or the next service interval. */
  save:
    | { kind: 'next-reminder'; body: SetNext }
    | { kind: 'next-service'; body: UpdateServiceSchedule };
};

/**
 * Spec part 2 section 4: each reminder choice asks for confirmation, then saves and goes back.
 * `ask` opens the question; Yes saves and goes back, No (or a failed save) closes it.
 */
export function useConfirmedChoice() {
  const [choice, setChoice] = useState<Choice | null>(null);
  const nextReminder = useItemChange(setNext, { goBack: true });
  const nextService = useItemChange(updateServiceSchedule, { goBack: true });

  const answerYes = async ({ save }: Choice) => {
    const saved =
      save.kind === 'next-reminder'
        ? await nextReminder.run({ body: save.body })
        : await nextService.run({ body: save.body });
    if (!saved) setChoice(null);
  };

  const dialog = choice ? (
    <ConfirmDialog
      title={choice.question}
      busy={nextReminder.busy || nextService.busy}
      onNo={() => setChoice(null)}
      onYes={() => void answerYes(choice)}
    >
      {choice.summary}
    </ConfirmDialog>
  ) : null;

  return { ask: setChoice, dialog };
}
