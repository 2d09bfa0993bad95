import { FORM_NOT_READY_MESSAGE } from './messages.ts';

/**
 * Empty strings count as undefined when comparing a form to its initial values (spec part 1
 * section 5). null counts too: an API's null and a cleared text box mean the same thing.
 */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function hasToDate(value: object): value is { toDate(): Date } {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** Two form values compare as a reader would: blanks alike, dates by instant, deep. */
export function formValuesEqual(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const instant = (value: object) =>
    value instanceof Date ? value.getTime() : hasToDate(value) ? value.toDate().getTime() : null;
  const aTime = instant(a);
  const bTime = instant(b);
  if (aTime !== null || bTime !== null) return aTime === bTime;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(aRecord), ...Object.keys(bRecord)]);
  for (const key of keys) {
    if (!formValuesEqual(aRecord[key], bRecord[key])) return false;
  }
  return true;
}

/** Unchanged: every value equals its initial value under the rule above. */
export function isFormUnchanged(values: object, initialValues: object): boolean {
  return formValuesEqual(values, initialValues);
}

/** 'Form not ready' when the form is invalid or unchanged; undefined when it may submit. */
export function submitBlockedMessage(form: {
  valid: boolean;
  values: object;
  initialValues: object;
}): string | undefined {
  if (!form.valid || isFormUnchanged(form.values, form.initialValues)) {
    return FORM_NOT_READY_MESSAGE;
  }
  return undefined;
}
