import { z } from 'zod/mini';

/** The spec's answer to every API call: `{ success, status, data, messages }`. */
export function resultSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    status: z.int(),
    data,
    messages: z.array(z.string()),
  });
}

export const errorResultSchema = resultSchema(z.null());

/** The answer to a call whose success is all it says: `data` is `true`. */
export const successResultSchema = resultSchema(z.literal(true));

export type Result<T> = {
  success: boolean;
  status: number;
  data: T;
  messages: string[];
};

export const GENERIC_ERROR_MESSAGE =
  'Unfortunately an error occurred in the application. Please contact support.';
