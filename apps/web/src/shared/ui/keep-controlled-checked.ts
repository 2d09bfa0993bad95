import type { ChangeEvent } from 'react';

/**
 * Puts a controlled checkbox back to the state its owner gave it, once the owner has heard of
 * the click. Preact (decision 0020), unlike React, leaves the box as clicked when the owner's
 * state does not change (a refused or still-saving change), so the box would show a state
 * the app does not hold. A change the owner accepts draws the box again in its new state.
 */
export function keepControlledChecked(
  event: ChangeEvent<HTMLInputElement>,
  checked: boolean | undefined,
): void {
  if (checked !== undefined) event.currentTarget.checked = checked;
}
