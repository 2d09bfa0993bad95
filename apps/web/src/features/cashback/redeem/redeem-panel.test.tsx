import { screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, test, vi } from 'vitest';
import type { PayoutAnswer } from '@ignite/domain/cashback/cashback-api';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { ApiResult } from '@/shared/api/result.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { DEMO_SAMPLE_NOTE } from '@/entities/cashback/demo-sample-overlay.ts';
import { RedeemPanel } from './redeem-panel.tsx';

type Profile = ComponentProps<typeof RedeemPanel>['profile'];

const OWNER: Profile = {
  availableAmount: 51.5,
  minimumIgniteBeforeRedemption: 30,
  hasCashbackThatCanBeRedeemed: true,
  hasBankAccountDetails: true,
  bankAccount: { bsb: '***-356', accountNumber: '****-**93-18' },
  owedMessage: null,
};

const paid = (amount: number): ApiResult<PayoutAnswer> => ({
  success: true,
  status: 200,
  data: { payoutId: 'p1', amount, newBalance: 51.5 - amount, state: 'requested' },
  messages: [],
});

function renderRedeem(
  profile: Partial<Profile> = {},
  answer: (amount: number) => Promise<ApiResult<PayoutAnswer>> = async (amount) => paid(amount),
) {
  const withdraw = vi.fn(answer);
  const view = renderInRouter(
    <RedeemPanel profile={{ ...OWNER, ...profile }} onWithdraw={withdraw} />,
  );
  return { ...view, withdraw, next: () => screen.getByRole('button', { name: 'Continue' }) };
}

const choice = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const confirmation = () => screen.getByRole('region', { name: 'Confirm your withdrawal' });

describe('the withdrawal (spec part 3 sections 2, 4, 5 and 8)', () => {
  test('quick select offers lowest 10, middle and highest of the available, 10 chosen', () => {
    renderRedeem();
    expect(choice('$10 Lowest').checked).toBe(true);
    expect(choice('$25 Middle').checked).toBe(false);
    expect(choice('$50 Highest').checked).toBe(false);
    expect(choice('Custom Your own').checked).toBe(false);
  });

  test('nothing moves before the owner confirms the amount and the masked bank account', async () => {
    const { user, withdraw, next } = renderRedeem();
    await user.click(choice('$50 Highest'));
    await user.click(next());

    expect(withdraw).not.toHaveBeenCalled();
    const step = within(confirmation());
    expect(step.getByText('$50.00')).toBeTruthy();
    expect(step.getByText('***-356')).toBeTruthy();
    expect(step.getByText('****-**93-18')).toBeTruthy();

    // Change goes back with the pick kept; a second look can choose another amount.
    await user.click(step.getByRole('button', { name: 'Change amount' }));
    expect(choice('$50 Highest').checked).toBe(true);
    await user.click(choice('$25 Middle'));
    await user.click(next());
    expect(within(confirmation()).getByText('$25.00')).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Withdraw $25.00' }));
    expect(withdraw).toHaveBeenCalledTimes(1);
    expect(withdraw).toHaveBeenCalledWith(25);
    await screen.findByText('Thank you, the transfer request has been issued.');
    expect(
      screen.getByText('Funds can take 2-3 working days to appear in your account.'),
    ).toBeTruthy();
    expect(screen.getByText('$26.50')).toBeTruthy();
  });

  test('the custom amount steps by 10 and says why 0 or more than available cannot be paid', async () => {
    const { user, next, withdraw } = renderRedeem();
    await user.click(choice('Custom Your own'));
    const custom = screen.getByRole('textbox', { name: 'Custom amount' }) as HTMLInputElement;
    expect(custom.value).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Increase the amount by $10' }));
    expect(custom.value).toBe('20');
    await user.click(screen.getByRole('button', { name: 'Decrease the amount by $10' }));
    await user.click(screen.getByRole('button', { name: 'Decrease the amount by $10' }));
    expect(custom.value).toBe('0');
    expect(
      screen.getByRole('textbox', { description: 'Please enter in a valid amount greater than 0' }),
    ).toBe(custom);
    expect(next()).toHaveProperty('disabled', true);

    await user.clear(custom);
    await user.type(custom, '51.51');
    expect(
      screen.getByRole('textbox', { description: 'The payout amount cannot exceed $51.50' }),
    ).toBe(custom);
    expect(next()).toHaveProperty('disabled', true);

    // Kept as typed and refused, never cleaned or rounded into an amount the owner did not type.
    await user.clear(custom);
    await user.type(custom, '$3x3');
    expect(custom.value).toBe('$3x3');
    expect(
      screen.getByRole('textbox', { description: 'Please enter in a valid amount greater than 0' }),
    ).toBe(custom);
    await user.clear(custom);
    await user.type(custom, '33.456');
    expect(
      screen.getByRole('textbox', { description: 'The payout amount can have at most 2 decimals' }),
    ).toBe(custom);
    expect(next()).toHaveProperty('disabled', true);

    await user.clear(custom);
    await user.type(custom, '$33.45');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Withdraw $33.45' }));
    expect(withdraw).toHaveBeenCalledWith(33.45);
  });

  test('with $26.50 available (reached by its address) it says why and offers no amount', () => {
    renderRedeem({ availableAmount: 26.5, hasCashbackThatCanBeRedeemed: false });
    expect(
      screen.getByText('Your available cashback has not reached the $30.00 minimum yet'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw|Continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to cashback' })).toBeTruthy();
  });

  test('never two choices of the same amount: a $20 minimum and $26.50 offer $10 and $20', () => {
    renderRedeem({ availableAmount: 26.5, minimumIgniteBeforeRedemption: 20 });
    expect(
      screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['$10Lowest', '$20Highest', 'CustomYour own']);
  });

  test('without bank details it says so, offers no amount, and leads to the bank account', () => {
    renderRedeem({ hasBankAccountDetails: false, bankAccount: null });
    expect(
      screen.getByText('Add your bank account details before withdrawing your cashback'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Add bank account' })).toBeTruthy();
  });

  test("a refusal shows the server's message, or the unknown error when it sent none", async () => {
    const answers = [['The payout amount cannot exceed $41.50'], [GENERIC_ERROR_MESSAGE]];
    const { user, next } = renderRedeem({}, async () => ({
      success: false,
      status: 400,
      data: null,
      messages: answers.shift() ?? [],
    }));
    await user.click(next());
    const confirm = screen.getByRole('button', { name: 'Withdraw $10.00' });
    await user.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payout amount cannot exceed $41.50',
    );
    await user.click(confirm);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An unknown error occurred. Please try again',
      ),
    );
  });

  test('a double tap asks once', async () => {
    let release: (() => void) | undefined;
    const { user, next, withdraw } = renderRedeem({}, async (amount) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return paid(amount);
    });
    await user.click(next());
    // Both taps land before the page draws again: the disabled button cannot stop the second.
    const withdrawButton = screen.getByRole('button', { name: 'Withdraw $10.00' });
    withdrawButton.click();
    withdrawButton.click();
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    await screen.findByText('Thank you, the transfer request has been issued.');
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  test('demo figures or a demo account cannot be withdrawn: the page says why and sends nothing', () => {
    const withdraw = vi.fn(async (amount: number) => paid(amount));
    renderInRouter(
      <RedeemPanel
        profile={OWNER}
        demo={{ linkedCards: false, bankAccount: false, transactions: true }}
        onWithdraw={withdraw}
      />,
    );
    expect(screen.getByText(DEMO_SAMPLE_NOTE)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Withdraw|Continue/ })).toBeNull();
    expect(withdraw).not.toHaveBeenCalled();
  });
});
