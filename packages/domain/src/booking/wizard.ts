// The booking wizard's steps (spec part 3 sections 2, 4 and 9): five pages from index 0;
// Back disabled on the first; Next, which reads 'Book' on the step before the last; Book busy
// for at least 2 seconds; on the last step only Return, to /my-garage?p=bookings. Navigation
// is disabled while busy or while the step is not valid.

export const WIZARD_STEPS = ['What', 'When', 'Pickup', 'Contact', 'Confirm'] as const;
export const BOOKING_MIN_BUSY_MS = 2000;
export const BOOK_LABEL = 'Book';
export const NEXT_LABEL = 'Next';
export const RETURN_LABEL = 'Return';

const LAST = WIZARD_STEPS.length - 1;

export function isLastStep(index: number): boolean {
  return index === LAST;
}

/** 'Book' on the step before the last, 'Next' before it; none on the last (only Return). */
export function nextLabel(index: number): string | null {
  if (index >= LAST) return null;
  return index === LAST - 1 ? BOOK_LABEL : NEXT_LABEL;
}

export function canGoBack(index: number, busy: boolean): boolean {
  return index > 0 && index < LAST && !busy;
}

export function canGoNext(index: number, busy: boolean, stepIsValid: boolean): boolean {
  return index < LAST && !busy && stepIsValid;
}
