import { createCalendarFeed } from '@ignite/domain/contract/notifications';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';

/**
 * POST /api/notifications/calendar-feed: a new secret feed URL, which replaces (rotates) the
 * one before. No query holds the URL: the server keeps only its hash, so it cannot be read back.
 */
export function useCreateCalendarFeed() {
  return useApiMutation(createCalendarFeed, { invalidates: [] });
}
