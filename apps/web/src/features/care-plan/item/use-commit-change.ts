import { useState } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { ApiResult } from '@/shared/api/result.ts';
import { useBack } from '@/shared/history/use-back.ts';
import { toast } from '@/shared/toast/toast-store.ts';
import { useRefreshMyGarage } from '@/entities/vehicle/my-garage-query.ts';

type CommitOptions = {
  /** A success toast, for changes whose result is not otherwise seen (Mark done). */
  successMessage?: string;
  /** Reminder choices, Mark done, Resolve and Dismiss go back once saved. */
  goBack: boolean;
};

/**
 * Runs one change of a care-plan item: on success the garage model is read afresh (every
 * garage page shows the change) and the page goes back if asked; on failure the server's
 * messages show as an error toast and the page stays. Answers whether the change was saved.
 */
export function useCommitChange() {
  const refresh = useRefreshMyGarage();
  const back = useBack();
  const [busy, setBusy] = useState(false);

  async function commit(change: () => Promise<ApiResult<unknown>>, options: CommitOptions) {
    setBusy(true);
    const result = await change();
    if (!result.success) {
      setBusy(false);
      toast.error(result.messages.join(' ') || GENERIC_ERROR_MESSAGE);
      return false;
    }
    await refresh();
    if (options.successMessage) toast.success(options.successMessage);
    if (options.goBack) back();
    else setBusy(false);
    return true;
  }

  return { busy, commit };
}
