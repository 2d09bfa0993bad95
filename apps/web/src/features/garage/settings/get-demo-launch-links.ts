import { useQuery, useQueryClient } from '@tanstack/react-query';
import { demoLaunchLinks } from '@ignite/domain/contract/platform';
import { endpointQuery } from '@/shared/api/client.ts';

/** GET api/demo/launch-links (demo mode only): signed launch links for the demo vehicles. */
const demoLaunchLinksQuery = endpointQuery(demoLaunchLinks);

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
