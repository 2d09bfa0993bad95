/** Every character that is not a digit removed. Masked card numbers keep digits only too. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** How many digits a mask holds: one per '#'. */
export function maskCapacity(mask: string): number {
  return mask.split('').filter((character) => character === '#').length;
}

/**
 * Lays the digits of `value` into a mask where '#' stands for a digit ('### ### ###').
 * Literal characters appear only when a digit follows them, so typing never leaves a dangling
 * ') ' or space for the caret to fight; digits beyond the mask are dropped.
 */
export function applyMask(value: string, mask: string): string {
  const digits = digitsOnly(value);
  let output = '';
  let next = 0;
  let pending = '';
  for (const character of mask) {
    if (next >= digits.length) break;
    if (character === '#') {
      output += pending + digits.charAt(next);
      pending = '';
      next += 1;
    } else {
      pending += character;
    }
  }
  return output;
}
