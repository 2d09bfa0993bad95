import type { Endpoint, EndpointInput } from '@ignite/domain/contract/endpoint';
import { myGarage } from '@ignite/domain/contract/garage';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { useBack } from '@/shared/history/use-back.ts';
import { toast } from '@/shared/toast/toast-store.ts';

type ChangeOptions = {
  /** Reminder choices, Mark done, Resolve and Dismiss go back once saved. */
  goBack: boolean;
  /** A success toast, for changes whose result is not otherwise seen (Mark done). */
  successMessage?: string;
};

/**
 * One kind of change to a care-plan item, written through `useApiMutation`: once saved, the
 * garage model is read afresh (every garage page shows the change), then the success toast
 * and the step back, if asked; a failure shows the server's messages as an error toast and
 * the page stays. `run` answers whether the change was saved.
 */
export function useItemChange<E extends Endpoint>(endpoint: E, options: ChangeOptions) {
  const back = useBack();
  const mutation = useApiMutation(endpoint, { invalidates: [myGarage] });

  async function run(input: EndpointInput<E>): Promise<boolean> {
    const result = await mutation.run(input);
    if (!result.success) {
      toast.error(result.messages.join(' ') || GENERIC_ERROR_MESSAGE);
      return false;
    }
    if (options.successMessage) toast.success(options.successMessage);
    // Called before the mutation's settled state renders, so the button stays disabled.
    if (options.goBack) back();
    return true;
  }

  return { run, busy: mutation.busy };
}
