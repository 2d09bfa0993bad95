/**
 * Puts the cleaned text into the field when cleaning what was typed changed it. Preact
 * (decision 0020) does not draw a field again when its state did not change, so a refused
 * character would stay on screen while the form holds the value without it. The caret keeps
 * its distance from the end, so typing goes on where it was whether a character was dropped
 * or a mask added a space.
 */
export function showCleanedText(input: HTMLInputElement, cleaned: string): void {
  if (input.value === cleaned) return;
  const fromEnd = input.value.length - (input.selectionStart ?? input.value.length);
  const caret = Math.min(cleaned.length, Math.max(0, cleaned.length - fromEnd));
  input.value = cleaned;
  input.setSelectionRange(caret, caret);
}
