import { z } from 'zod/mini';
import { type Result, resultSchema } from '@ignite/domain/result';
import type { Answer } from './exchange.ts';
import { failureMessages } from './extract-messages.ts';
import { LOGIN_SERVER_NOT_AVAILABLE } from '@ignite/domain/api-messages';
import type { ApiSuccess } from './result.ts';

/**
 * Spec part 1 section 8: a failed login is a 500-style result wrapping the server's result
 * (in `data`, null when there was none); its messages are the server's, extracted.
 */
export type LoginFailure = Result<Result<unknown> | null> & { success: false };
export type LoginResult<T> = ApiSuccess<T> | LoginFailure;

const serverResultSchema = resultSchema(z.unknown());

export function toLoginResult<T>(
  answer: Answer | null,
  schema: z.ZodMiniType<Result<T>>,
): LoginResult<T> {
  if (!answer) {
    return { success: false, status: 500, data: null, messages: [LOGIN_SERVER_NOT_AVAILABLE] };
  }
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success && parsed.data.success) return { ...parsed.data, success: true };
  }
  const serverResult = serverResultSchema.safeParse(answer.body);
  return {
    success: false,
    status: 500,
    data: serverResult.success ? serverResult.data : null,
    messages: failureMessages(answer.body),
  };
}
