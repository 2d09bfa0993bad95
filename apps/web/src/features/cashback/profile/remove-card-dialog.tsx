import type { LinkedCard } from '@ignite/domain/cashback/cashback-api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';

/** Spec part 3 section 5: what removing a card costs, said before it is done. */
export const REMOVE_CARD_WARNING =
  'Any pending cashback tied to this card might be lost, and purchases made with it from now on are no longer eligible for cashback.';

type Props = {
  card: LinkedCard;
  /** 'Remove & link new card': the provider's page opens once the card is gone. */
  thenLink: boolean;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
};

export function RemoveCardDialog({ card, thenLink, busy, onYes, onNo }: Props) {
  const name = card.cardNickName?.trim() || card.description;
  return (
    <ConfirmDialog
      title="Remove this card?"
      yesLabel="Remove"
      noLabel="Cancel"
      yesVariant="danger"
      busy={busy}
      onYes={onYes}
      onNo={onNo}
    >
      <p className="break-words">
        {name} (ending {card.cardMasked}) will be unlinked.
      </p>
      <p className="text-muted">{REMOVE_CARD_WARNING}</p>
      {thenLink ? <p>Once it is removed, you can link its replacement.</p> : null}
    </ConfirmDialog>
  );
}
