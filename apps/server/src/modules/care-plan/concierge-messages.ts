// Dismissing a dealership's message (a path of ours: the spec shows none): kept on the
// server, so it stays dismissed on every device. Another owner's message is not found,
// whatever its id.
import type { Clock } from '../../core/clock.ts';
import { HttpError, notFound } from '../../core/http-errors.ts';
import type { CarePlanRepository } from './care-plan-repository.ts';

export const CONCIERGE_MESSAGE_TEXTS = {
  notFound: 'There is no such message',
  notDismissable: 'This message cannot be dismissed',
} as const;

export function createConciergeMessages({
  repository,
  clock,
}: {
  repository: CarePlanRepository;
  clock: Clock;
}) {
  return {
    async dismiss(userId: string, messageId: string): Promise<true> {
      const message = await repository.conciergeMessage(messageId);
      if (!message || message.ownerId !== userId) throw notFound(CONCIERGE_MESSAGE_TEXTS.notFound);
      if (!message.isDismissable) throw new HttpError(409, CONCIERGE_MESSAGE_TEXTS.notDismissable);
      // Dismissing twice is no error: the message is dismissed, as asked.
      if (message.dateDismissed === null) await repository.dismissMessage(messageId, clock());
      return true;
    },
  };
}
