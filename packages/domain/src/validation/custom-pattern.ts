import type { Rule } from './rule.ts';

/** The spec's custom regex rule: the value must match. The message is the caller's. */
export function matches(regex: RegExp, message: string): Rule {
  return (value) => (regex.test(value) ? undefined : message);
}

/** The spec's anti-regex rule: the value must not match (a banned word, say). */
export function doesNotMatch(regex: RegExp, message: string): Rule {
  return (value) => (regex.test(value) ? message : undefined);
}
