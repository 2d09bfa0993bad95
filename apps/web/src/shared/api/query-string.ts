type Scalar = string | number | boolean;

/** A GET or DELETE parameters object; undefined leaves a parameter out. */
export type QueryParams = Readonly<
  Record<string, Scalar | null | undefined | readonly (Scalar | null)[]>
>;

/**
 * Spec part 1 section 7: GET and DELETE turn a parameters object into a query string, and
 * null becomes empty (`?make=` rather than `?make=null`). A list repeats its key.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, item === null ? '' : String(item));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
