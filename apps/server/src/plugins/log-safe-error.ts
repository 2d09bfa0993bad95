// What the log may say about an error. Drizzle's query errors carry the query's values (a
// password hash, a nickname, a token) in `params` and in their message; the log keeps the
// query and the reason, never the values.

const VALUES_LINE = /\nparams: [\s\S]*/;

export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

const withoutValues = (text: string) => text.replace(VALUES_LINE, '\nparams: (not logged)');

/** The error as the `err` log serializer writes it, its causes too, without any values. */
export function logSafeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '(not an Error)', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: withoutValues(error.message),
    stack: withoutValues(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: logSafeError(error.cause, depth + 1) }
      : {}),
  };
}
