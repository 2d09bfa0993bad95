import { useId } from 'react';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';

/**
 * Spec part 3 section 8, vehicle activation failure: titled 'Activate vehicle', saying
 * "Unfortunately the vehicle couldn't be activated.  Please check the details and try again".
 * An alert named by its title, so it is announced (and found) as the activation's failure.
 * When the server said why in words staff can act on (the welcome text's limit, a number
 * that is not the customer's), that follows: checking the details would not help.
 */
export function ActivationFailed({ reason }: { reason?: string | null }) {
  const titleId = useId();
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="flex flex-col gap-1 rounded-xl border border-danger bg-danger-surface px-4 py-3 text-danger"
    >
      <h3 id={titleId} className="text-base font-semibold">
        {DEALER_MESSAGES.activationFailedTitle}
      </h3>
      {/* pre-wrap keeps the spec's two spaces after the first sentence on screen. */}
      <p className="text-sm whitespace-pre-wrap">{DEALER_MESSAGES.activationFailed}</p>
      {reason ? <p className="text-sm whitespace-pre-wrap">{reason}</p> : null}
    </section>
  );
}
