import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';

/**
 * Spec part 1 section 2: route parameters and query parameters merged into one set, route
 * parameters winning; empty values become undefined.
 */
export function mergeRouteParams(
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): Record<string, string | undefined> {
  const merged: Record<string, string | undefined> = {};
  for (const [name, value] of query) merged[name] = value === '' ? undefined : value;
  for (const [name, value] of Object.entries(params)) {
    merged[name] = value === '' ? undefined : value;
  }
  return merged;
}

export function useRouteParams(): Record<string, string | undefined> {
  const params = useParams();
  const [query] = useSearchParams();
  return useMemo(() => mergeRouteParams(params, query), [params, query]);
}
