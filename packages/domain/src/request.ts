import { z } from 'zod/mini';

/**
 * A request body: a strict object (unknown fields are refused) whose missing or non-object
 * body is reported as `required` rather than zod's generic type message.
 */
export function requestBody<T extends z.core.$ZodLooseShape>(shape: T, required: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'invalid_type' ? required : undefined),
  });
}
