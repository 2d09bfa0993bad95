// The booking wizard's steps. A visitor who is not signed in gets the spec's placeholder: five
// pages from index 0, Back disabled on the first, Next reading 'Book' on the step before the
// last, Book busy for at least 2 seconds, and on the last step only Return, to
// /my-garage?p=bookings. An owner books for real, so their wizard has a Review step that shows
// everything before the commit ('Book' is on it, still the step before the last) and a receipt
// after; and Back on their first step leaves for where they came from, since an installed app
// has no browser Back. Navigation is disabled while busy or while the step is not valid.

export const WIZARD_STEPS = ['What', 'When', 'Pickup', 'Contact', 'Confirm'] as const;
export const OWNER_WIZARD_STEPS = [
  'What',
  'When',
  'Pickup',
  'Contact',
  'Review',
  'Booked',
] as const;
export const BOOKING_MIN_BUSY_MS = 2000;
export const BOOK_LABEL = 'Book';
export const NEXT_LABEL = 'Next';
export const RETURN_LABEL = 'Return';

/** How many steps a wizard has, and whether Back on its first step leaves the wizard. */
export type WizardShape = { readonly steps: number; readonly backLeavesOnFirst: boolean };

export const STUB_WIZARD: WizardShape = { steps: WIZARD_STEPS.length, backLeavesOnFirst: false };
export const OWNER_WIZARD: WizardShape = {
  steps: OWNER_WIZARD_STEPS.length,
  backLeavesOnFirst: true,
};

export function isLastStep(index: number, shape: WizardShape = STUB_WIZARD): boolean {
  return index === shape.steps - 1;
}

/** 'Book' on the step before the last, 'Next' before it; none on the last (only Return). */
export function nextLabel(index: number, shape: WizardShape = STUB_WIZARD): string | null {
  const last = shape.steps - 1;
  if (index >= last) return null;
  return index === last - 1 ? BOOK_LABEL : NEXT_LABEL;
}

export function canGoBack(index: number, busy: boolean, shape: WizardShape = STUB_WIZARD): boolean {
  if (busy || isLastStep(index, shape)) return false;
  return index > 0 || shape.backLeavesOnFirst;
}

/** Back on this step leaves the wizard rather than going to a step before it. */
export function backLeaves(index: number, shape: WizardShape = STUB_WIZARD): boolean {
  return index === 0 && shape.backLeavesOnFirst;
}

export function canGoNext(
  index: number,
  busy: boolean,
  stepIsValid: boolean,
  shape: WizardShape = STUB_WIZARD,
): boolean {
  return index < shape.steps - 1 && !busy && stepIsValid;
}
