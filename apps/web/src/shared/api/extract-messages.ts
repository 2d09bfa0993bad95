import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';

// Deep enough for `{ errors: { field: ['...'] } }` and lists of such; a body nested deeper
// than this is not written for people.
const MAX_DEPTH = 4;

function flatten(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return [];
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.flatMap((item) => flatten(item, depth + 1));
}

/**
 * Spec part 1 section 8, message extraction: the `errors` and `messages` lists of a failed
 * answer flattened into one list of messages. Some servers key errors by field
 * (`{ errors: { email: ['...'] } }`), so objects and nested lists are flattened too.
 */
export function extractMessages(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const { errors, messages } = body as { errors?: unknown; messages?: unknown };
  return [...new Set([...flatten(errors, 0), ...flatten(messages, 0)])];
}

/**
 * The messages of a failed answer: the body's own, else the generic sentence. The status
 * code is kept in the result's `status` (spec part 1 section 8: "otherwise the status code").
 */
export function failureMessages(body: unknown): string[] {
  const extracted = extractMessages(body);
  return extracted.length > 0 ? extracted : [GENERIC_ERROR_MESSAGE];
}
