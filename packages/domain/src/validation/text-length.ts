import { maxLengthMessage, minLengthMessage } from './messages.ts';
import { type FieldOptions, type Rule, stringField } from './rule.ts';

/** Characters as a reader counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

export function minLength(min: number, message: string = minLengthMessage(min)): Rule {
  return (value) => (characterCount(value) < min ? message : undefined);
}

export function maxLength(max: number, message: string = maxLengthMessage(max)): Rule {
  return (value) => (characterCount(value) > max ? message : undefined);
}

export type TextLengthOptions = { min?: number | undefined; max?: number | undefined };

/** Text length: an optional minimum and an optional maximum. */
export function textLengthRules({ min, max }: TextLengthOptions): Rule[] {
  const rules: Rule[] = [];
  if (min !== undefined) rules.push(minLength(min));
  if (max !== undefined) rules.push(maxLength(max));
  return rules;
}

export function textField(options: TextLengthOptions & FieldOptions = {}) {
  return stringField(textLengthRules(options), options);
}
