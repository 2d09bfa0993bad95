import { ACCOUNT_NUMBER_MASK, BSB_MASK } from '@ignite/domain/cashback/bank-account';
import { bankAccountSchema, type BankAccount } from '@ignite/domain/cashback/cashback-api';
import type { SaveAnswer } from '@ignite/domain/validation/form-save';
import { Form } from '@/shared/form/form.tsx';
import { MaskedDigitsInput } from '../shared/masked-digits-input.tsx';

const EMPTY: BankAccount = { bsb: '', accountNumber: '' };

type Props = {
  /** Resolves to `{ success, messages }`: a failure's messages show as the form's banner. */
  onSave: (account: BankAccount) => Promise<SaveAnswer>;
  onSaved: () => void;
};

/**
 * The bank account's input state (spec part 3 sections 2 and 5): BSB and account number in
 * their masks, checked with the domain's patterns and messages, which the server repeats.
 */
export function BankAccountForm({ onSave, onSaved }: Props) {
  return (
    <Form
      aria-label="Bank account"
      schema={bankAccountSchema}
      initialValues={EMPTY}
      onSave={onSave}
      onSaved={onSaved}
      // It sends new details rather than editing saved ones: no 'Form not ready', no 'Saved'.
      editsValues={false}
      submitLabel="Save"
      className="rounded-3xl border border-border bg-surface p-5"
    >
      <h2 className="text-lg font-bold">Bank account details</h2>
      <MaskedDigitsInput name="bsb" label="BSB" mask={BSB_MASK} required />
      <MaskedDigitsInput
        name="accountNumber"
        label="Account number"
        mask={ACCOUNT_NUMBER_MASK}
        required
      />
    </Form>
  );
}
