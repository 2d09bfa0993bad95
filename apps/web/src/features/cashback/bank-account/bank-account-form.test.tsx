import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { BANK_ACCOUNT_MESSAGES } from '@ignite/domain/cashback/bank-account';
import { CASHBACK_MESSAGES } from '@ignite/domain/cashback/cashback-api';
import { renderInRouter } from '@test/render-in-router.tsx';
import { BankAccountForm } from './bank-account-form.tsx';

function renderBankForm(
  onSave: Parameters<typeof BankAccountForm>[0]['onSave'] = async () => ({
    success: true,
    messages: [],
  }),
) {
  const save = vi.fn(onSave);
  const saved = vi.fn();
  const view = renderInRouter(<BankAccountForm onSave={save} onSaved={saved} />);
  return {
    ...view,
    save,
    saved,
    bsb: screen.getByRole('textbox', { name: /^BSB/ }) as HTMLInputElement,
    account: screen.getByRole('textbox', { name: /^Account number/ }) as HTMLInputElement,
  };
}

describe('the bank account form (spec part 3 section 5)', () => {
  test('typed digits take the masks ###-### and ####-####-##, spaces and dashes or not', async () => {
    const { user, bsb, account } = renderBankForm();
    await user.type(bsb, '08 2-356');
    await user.type(account, '4417209318');

    expect(bsb.value).toBe('082-356');
    expect(account.value).toBe('4417-2093-18');
  });

  test('a digit too many or a letter stays as typed and is refused at once, never cut', async () => {
    const { user, bsb, account, save } = renderBankForm();
    await user.type(bsb, '0823567');
    await user.type(account, '44a1');

    expect(bsb.value).toBe('082-3567');
    expect(account.value).toBe('44a1');
    expect(screen.getByRole('textbox', { description: 'Must be a valid BSB' })).toBe(bsb);
    expect(screen.getByRole('textbox', { description: 'Must be a valid Account Number' })).toBe(
      account,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).not.toHaveBeenCalled();
  });

  test('left empty, each field says it is required', async () => {
    const { user, bsb, account } = renderBankForm();
    await user.click(bsb);
    await user.click(account);
    await user.tab();

    expect(screen.getByRole('textbox', { description: BANK_ACCOUNT_MESSAGES.bsbRequired })).toBe(
      bsb,
    );
    expect(
      screen.getByRole('textbox', { description: BANK_ACCOUNT_MESSAGES.accountNumberRequired }),
    ).toBe(account);
    expect(BANK_ACCOUNT_MESSAGES.bsbRequired).toBe('The BSB field is required');
    expect(BANK_ACCOUNT_MESSAGES.accountNumberRequired).toBe(
      'The Account Number field is required',
    );
  });

  test('too few digits are not a valid BSB or account number, and nothing is sent', async () => {
    const { user, bsb, account, save } = renderBankForm();
    await user.type(bsb, '0823');
    await user.type(account, '441');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { description: 'Must be a valid BSB' })).toBe(bsb);
    expect(screen.getByRole('textbox', { description: 'Must be a valid Account Number' })).toBe(
      account,
    );
    expect(save).not.toHaveBeenCalled();
  });

  test('Save sends the masked values, then hands over to the page', async () => {
    const { user, bsb, account, save, saved } = renderBankForm();
    await user.type(bsb, '082356');
    await user.type(account, '4417209318');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith({ bsb: '082-356', accountNumber: '4417-2093-18' });
  });

  test('a failed save shows the banner and stays', async () => {
    const { user, bsb, account, saved } = renderBankForm(async () => ({
      success: false,
      messages: [CASHBACK_MESSAGES.bankAccountFailed],
    }));
    await user.type(bsb, '082356');
    await user.type(account, '4417209318');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('An error has occurred, please try again.');
    expect(saved).not.toHaveBeenCalled();
    expect(bsb.value).toBe('082-356');
  });
});
