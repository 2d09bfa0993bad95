import { revokeCalendarFeed } from '@ignite/domain/contract/notifications';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';

/** DELETE /api/notifications/calendar-feed: the owner's feed URL stops working. */
export function useRevokeCalendarFeed() {
  return useApiMutation(revokeCalendarFeed, { invalidates: [] });
}
