import { useQuery, useQueryClient } from '@tanstack/react-query';
import { demoLaunchLinksResultSchema } from '@ignite/domain/launch';
import { apiQuery } from '@/shared/api/client.ts';

/** GET api/demo/launch-links (demo mode only): signed launch links for the demo vehicles. */
export const demoLaunchLinksQuery = apiQuery('demo/launch-links', demoLaunchLinksResultSchema);

export function useDemoLaunchLinks() {
  return useQuery(demoLaunchLinksQuery);
}

/**
 * A link is good for one use within five minutes of being signed, so switching asks for a
 * fresh set rather than using the one on screen, however old it is.
 */
export function useFreshDemoLaunchLinks() {
  const client = useQueryClient();
  return () => client.fetchQuery({ ...demoLaunchLinksQuery, staleTime: 0 });
}
