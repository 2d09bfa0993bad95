// The bank account a payout goes to (spec part 3 section 5): the BSB and account number
// rules and messages, their input masks, and how a saved account is shown, partly masked.

export const BSB_MASK = '###-###';
export const ACCOUNT_NUMBER_MASK = '####-####-##';

/** 3 digits, a dash, 3 digits. */
export const BSB_PATTERN = /^\d{3}-\d{3}$/;
/** 4 digits, a dash, 2 to 4 digits, optionally a dash and 1 to 2 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{4}-\d{2,4}(-\d{1,2})?$/;

export const BANK_ACCOUNT_MESSAGES = {
  bsbRequired: 'The BSB field is required',
  bsbInvalid: 'Must be a valid BSB',
  accountNumberRequired: 'The Account Number field is required',
  accountNumberInvalid: 'Must be a valid Account Number',
} as const;

export function bsbError(bsb: string): string | null {
  if (bsb.trim() === '') return BANK_ACCOUNT_MESSAGES.bsbRequired;
  return BSB_PATTERN.test(bsb) ? null : BANK_ACCOUNT_MESSAGES.bsbInvalid;
}

export function accountNumberError(accountNumber: string): string | null {
  if (accountNumber.trim() === '') return BANK_ACCOUNT_MESSAGES.accountNumberRequired;
  return ACCOUNT_NUMBER_PATTERN.test(accountNumber)
    ? null
    : BANK_ACCOUNT_MESSAGES.accountNumberInvalid;
}

/** Every digit but the last `keep` becomes '*'; dashes stay where they are. */
function maskAllBut(value: string, keep: number): string {
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => (++seen > digits - keep ? digit : '*'));
}

/** A saved BSB as the profile answers it: '***-456'. */
export function maskBsb(bsb: string): string {
  return maskAllBut(bsb, 3);
}

/** A saved account number as the profile answers it: '****-**78-90'. */
export function maskAccountNumber(accountNumber: string): string {
  return maskAllBut(accountNumber, 4);
}
