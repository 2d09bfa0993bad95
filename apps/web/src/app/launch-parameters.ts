/** The names a launch link carries: enough to spot one and to strip it, without its rules. */
import { SIGNED_LAUNCH_PARAMETERS } from '@ignite/domain/launch-parameters';

export const LAUNCH_PARAMETERS = [...SIGNED_LAUNCH_PARAMETERS, 'sign'] as const;

/** Whether the query carries a signed launch (a host app opening the web app). */
export function hasLaunchParameters(query: URLSearchParams): boolean {
  return query.has('sign') && query.has('appConsumerId');
}

/** The same query with the launch parameters taken out: they are single-use. */
export function withoutLaunchParameters(query: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(query);
  for (const name of LAUNCH_PARAMETERS) rest.delete(name);
  return rest;
}
