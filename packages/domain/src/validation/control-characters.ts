import { z } from 'zod/mini';

// A NUL byte in a text field used to reach the database, which refused it with a 500.
// No text a person types holds a control character, so every request refuses them at once.

/**
 * A control character (Unicode Cc: C0, DEL, C1) other than tab, line feed and carriage
 * return: "not (a non-control, tab, LF or CR)".
 */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

type Path = (string | number)[];

/** Where in a parsed JSON value (strings, object keys) a control character sits. */
export function controlCharacterPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => controlCharacterPaths(item, [...path, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => [
    ...(CONTROL_CHARACTER.test(key) ? [[...path, key]] : []),
    ...controlCharacterPaths(item, [...path, key]),
  ]);
}

/**
 * The schema, behind a check that no string in the input (nor any key) holds a control
 * character: each one found is an issue at its path, and the schema is not run.
 */
export function withoutControlCharacters<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, context) => {
        for (const path of controlCharacterPaths(value)) {
          context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTER_MESSAGE });
        }
      }),
    ),
    schema,
  );
}
