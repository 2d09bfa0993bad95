import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { PayoutAnswer } from '@ignite/domain/cashback/cashback-api';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { ApiResult } from '@/shared/api/result.ts';
import { renderInRouter } from '@/test-support/render-in-router.tsx';
import { DEMO_SAMPLE_NOTE } from '@/entities/cashback/demo-sample-overlay.ts';
import { RedeemPanel } from './redeem-panel.tsx';

const OWNER = {
  availableAmount: 51.5,
  hasCashbackThatCanBeRedeemed: true,
  hasBankAccountDetails: true,
  owedMessage: null,
};

const paid = (amount: number): ApiResult<PayoutAnswer> => ({
  success: true,
  status: 200,
  data: { payoutId: 'p1', amount, newBalance: 51.5 - amount, state: 'requested' },
  messages: [],
});

function renderRedeem(
  profile: Partial<typeof OWNER> = {},
  answer: (amount: number) => Promise<ApiResult<PayoutAnswer>> = async (amount) => paid(amount),
) {
  const withdraw = vi.fn(answer);
  const view = renderInRouter(
    <RedeemPanel profile={{ ...OWNER, ...profile }} onWithdraw={withdraw} />,
  );
  return { ...view, withdraw, button: () => screen.getByRole('button', { name: 'Withdraw' }) };
}

const choice = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

describe('the withdrawal (spec part 3 sections 2, 4, 5 and 8)', () => {
  test('quick select offers lowest 10, middle and highest of the available, 10 chosen', () => {
    renderRedeem();
    expect(choice('$10 Lowest').checked).toBe(true);
    expect(choice('$25 Middle').checked).toBe(false);
    expect(choice('$50 Highest').checked).toBe(false);
    expect(choice('Custom Your own').checked).toBe(false);
  });

  test('Withdraw sends the chosen amount; success thanks the owner and shows the new balance', async () => {
    const { user, withdraw, button } = renderRedeem();
    await user.click(choice('$50 Highest'));
    await user.click(button());

    expect(withdraw).toHaveBeenCalledWith(50);
    await screen.findByText('Thank you, the transfer request has been issued.');
    expect(
      screen.getByText('Funds can take 2-3 working days to appear in your account.'),
    ).toBeTruthy();
    expect(screen.getByText('$1.50')).toBeTruthy();
  });

  test('the custom amount steps by 10 and says why 0 or more than available cannot be paid', async () => {
    const { user, button, withdraw } = renderRedeem();
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
    expect(button()).toHaveProperty('disabled', true);

    await user.clear(custom);
    await user.type(custom, '51.51');
    expect(
      screen.getByRole('textbox', { description: 'The payout amount cannot exceed $51.50' }),
    ).toBe(custom);
    expect(button()).toHaveProperty('disabled', true);

    await user.clear(custom);
    await user.type(custom, '$3x3.456');
    expect(custom.value).toBe('33.45');
    await user.click(button());
    expect(withdraw).toHaveBeenCalledWith(33.45);
  });

  test('Withdraw is disabled without bank details, or without cashback that can be redeemed', () => {
    const noBank = renderRedeem({ hasBankAccountDetails: false });
    expect(noBank.button()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Add your bank account details before withdrawing your cashback'),
    ).toBeTruthy();
    noBank.unmount();

    const belowMinimum = renderRedeem({
      availableAmount: 21.5,
      hasCashbackThatCanBeRedeemed: false,
    });
    expect(belowMinimum.button()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('Your available cashback has not reached the $30.00 minimum yet'),
    ).toBeTruthy();
  });

  test("a refusal shows the server's message, or the unknown error when it sent none", async () => {
    const answers = [['The payout amount cannot exceed $41.50'], [GENERIC_ERROR_MESSAGE]];
    const { user, button } = renderRedeem({}, async () => ({
      success: false,
      status: 400,
      data: null,
      messages: answers.shift() ?? [],
    }));
    await user.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payout amount cannot exceed $41.50',
    );
    await user.click(button());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'An unknown error occurred. Please try again',
      ),
    );
  });

  test('a double tap asks once', async () => {
    let release: (() => void) | undefined;
    const { button, withdraw } = renderRedeem({}, async (amount) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return paid(amount);
    });
    // Both taps land before the page draws again: the disabled button cannot stop the second.
    const withdrawButton = button();
    withdrawButton.click();
    withdrawButton.click();
    await waitFor(() => expect(release).toBeDefined());
    release?.();

    await screen.findByText('Thank you, the transfer request has been issued.');
    expect(withdraw).toHaveBeenCalledTimes(1);
  });

  test('demo figures or a demo account cannot be withdrawn: Withdraw says why and sends nothing', async () => {
    const withdraw = vi.fn(async (amount: number) => paid(amount));
    const { user } = renderInRouter(
      <RedeemPanel
        profile={OWNER}
        demo={{ linkedCards: false, bankAccount: false, transactions: true }}
        onWithdraw={withdraw}
      />,
    );
    const button = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(DEMO_SAMPLE_NOTE)).toBeTruthy();
    await user.click(button);
    expect(withdraw).not.toHaveBeenCalled();
  });
});
