// The PROTECT activation flow's words (spec part 2 sections 2 and 8). 'Activating your
// contract', 'SORRY!' and the error sentence are the spec's own; the rest says what the spec
// describes, in the app's voice.
import { PROTECT_MESSAGES } from '@ignite/domain/care-plan/protect';

export const ACTIVATING = 'Activating your contract';
export const ERROR_TITLE = 'SORRY!';
export const ERROR_MESSAGE = PROTECT_MESSAGES.activationFailed;
export const ACTIVATED_TITLE = 'Your cover is activated';
export const ACTIVATED_MESSAGE =
  'We have emailed you your agreement and the terms and conditions. You can also find these documents in My Garage, under Care Plan.';

/** The four acknowledgements, in the spec's order; the third names the maximum when known. */
export function acknowledgements(maximumPerItem: string | null): readonly string[] {
  return [
    'I have read the terms and conditions',
    'I understand repairs are carried out only by the selling dealership',
    maximumPerItem
      ? `I understand the maximum work order cover is ${maximumPerItem} per wear-and-tear item`
      : 'I understand the maximum work order cover per wear-and-tear item',
    'I understand I must have the app installed to approve repairs',
  ];
}

/** Spec part 2 section 9: the checkboxes unlock this long after the terms are opened. */
export const UNLOCK_AFTER_OPENING_MS = 500;
