/**
 * Spec part 1 section 6, guard 2: a route's permissions are either a list that must all be
 * held, or an object with an `all` list (every one) and an `any` list (at least one).
 */
export type PermissionRule =
  readonly string[] | { all?: readonly string[]; any?: readonly string[] };

export function hasPermissions(held: readonly string[], rule: PermissionRule | undefined): boolean {
  if (!rule) return true;
  const all = isList(rule) ? rule : (rule.all ?? []);
  const any = isList(rule) ? [] : (rule.any ?? []);
  const owned = new Set(held);
  return (
    all.every((name) => owned.has(name)) &&
    (any.length === 0 || any.some((name) => owned.has(name)))
  );
}

function isList(rule: PermissionRule): rule is readonly string[] {
  return Array.isArray(rule);
}
