import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { DealerAppConfiguration } from '@ignite/domain/dealer-mode/dealer-api';
import { renderInRouter } from '@test/render-in-router.tsx';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { MOBILE_FIELD_MESSAGE } from '@ignite/domain/validation/messages';
import {
  type ActivationAnswer,
  ActivationForm,
  type ActivationValues,
} from './activation-form.tsx';

const HARBOUR: DealerAppConfiguration = {
  appConfigurationId: '0b6f5c1e-1f7a-4c55-9f0e-0d2b9c1a7e01',
  name: 'Harbour City Motors',
  state: 'NSW',
};
const NORTHSIDE: DealerAppConfiguration = {
  appConfigurationId: '0b6f5c1e-1f7a-4c55-9f0e-0d2b9c1a7e02',
  name: 'Northside Isuzu UTE',
  state: 'QLD',
};

const REFUSED: ActivationAnswer = { refusedBecause: null };

function renderForm(apps = [HARBOUR], answer: ActivationAnswer = true) {
  const onSubmit = vi.fn(async (_values: ActivationValues): Promise<ActivationAnswer> => answer);
  const view = renderInRouter(
    <ActivationForm apps={apps} vehicle={null} rego="ABC123" onSubmit={onSubmit} />,
  );
  return { ...view, onSubmit, activate: () => screen.getByRole('button', { name: 'Activate' }) };
}

/** Fills the form's required fields with values the form accepts. */
async function fillIn(user: ReturnType<typeof renderInRouter>['user']) {
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'QLD');
  await user.type(screen.getByRole('textbox', { name: /^Odometer/ }), '12');
  await user.selectOptions(
    screen.getByRole('combobox', { name: /Health Monitor status/ }),
    'Installed',
  );
  await user.type(screen.getByRole('textbox', { name: /Customer's mobile/ }), '412555001');
}

describe('the activation form (spec part 3 section 5)', () => {
  test('Activate is disabled while the form is untouched or invalid', async () => {
    const { activate } = renderForm();
    expect((activate() as HTMLButtonElement).disabled).toBe(true);
  });

  test("says the spec's words for a missing rego and a bad odometer", async () => {
    const { user } = renderForm();
    const rego = screen.getByRole('textbox', { name: /^Rego/ });
    await user.clear(rego);
    await user.tab();
    await screen.findByText('Rego is required');
    const odometer = screen.getByRole('textbox', { name: /^Odometer/ });
    await user.type(odometer, '1234567890');
    await user.tab();
    await screen.findByText('Please enter a valid odometer value');
  });

  test('an 11-digit mobile is kept as typed and refused, never cut to another number', async () => {
    const { user, onSubmit, activate } = renderForm();
    await fillIn(user);
    const mobile = screen.getByRole('textbox', { name: /Customer's mobile/ });
    await user.clear(mobile);
    await user.type(mobile, '04122999888');

    expect(mobile).toHaveProperty('value', '412 299 9888');
    expect(screen.getByRole('textbox', { description: MOBILE_FIELD_MESSAGE })).toBe(mobile);
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(true));
    await user.click(activate());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('letters in the odometer are refused with its message, not dropped', async () => {
    const { user, activate } = renderForm();
    await fillIn(user);
    const odometer = screen.getByRole('textbox', { name: /^Odometer/ });
    await user.clear(odometer);
    await user.type(odometer, '12abc');

    expect(odometer).toHaveProperty('value', '12abc');
    expect(
      screen.getByRole('textbox', { description: 'Please enter a valid odometer value' }),
    ).toBe(odometer);
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(true));
  });

  test('the app is asked only when there are several; one app is taken as it is', async () => {
    renderForm([HARBOUR]);
    expect(screen.queryByRole('combobox', { name: /^App/ })).toBeNull();
  });

  test('sends the filled form as the server reads it', async () => {
    const { user, onSubmit, activate } = renderForm([HARBOUR, NORTHSIDE]);
    await user.selectOptions(screen.getByRole('combobox', { name: /^App/ }), 'Northside Isuzu UTE');
    await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'QLD');
    await user.type(screen.getByRole('textbox', { name: /^Odometer/ }), '12');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Health Monitor status/ }),
      'Installed',
    );
    await user.type(screen.getByRole('textbox', { name: /Customer's mobile/ }), '412555001');
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(false));
    await user.click(activate());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      appConfigurationId: NORTHSIDE.appConfigurationId,
      rego: 'ABC123',
      regoState: 'QLD',
      odometer: 12,
      healthMonitorInstallationStatus: 1,
      mobile: '61412555001',
    });
  });

  test("a refused activation is titled 'Activate vehicle' with the spec's words (section 8)", async () => {
    const { user, onSubmit, activate } = renderForm([HARBOUR], REFUSED);
    expect(screen.queryByRole('alert', { name: 'Activate vehicle' })).toBeNull();
    await fillIn(user);
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(false));
    await user.click(activate());

    const failure = await screen.findByRole('alert', { name: 'Activate vehicle' });
    // Two spaces after the first sentence, as the spec writes it.
    expect(within(failure).getByRole('heading').textContent).toBe('Activate vehicle');
    expect(failure.querySelector('p')?.textContent).toBe(
      "Unfortunately the vehicle couldn't be activated.  Please check the details and try again",
    );
    // Said once, by the titled alert: no second copy as a form message.
    expect(screen.getAllByText(/couldn't be activated/)).toHaveLength(1);

    // The values stay for another try, and a try that works takes the failure away.
    onSubmit.mockResolvedValue(true);
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(false));
    await user.click(activate());
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'Activate vehicle' })).toBeNull(),
    );
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  test('a refusal the server gave words for (the welcome text’s limit) says them under the spec’s failure', async () => {
    const { user, activate } = renderForm([HARBOUR], {
      refusedBecause: DEALER_MESSAGES.welcomeRepeated,
    });
    await fillIn(user);
    await waitFor(() => expect((activate() as HTMLButtonElement).disabled).toBe(false));
    await user.click(activate());

    const failure = await screen.findByRole('alert', { name: 'Activate vehicle' });
    const said = [...failure.querySelectorAll('p')].map((p) => p.textContent);
    expect(said).toEqual([DEALER_MESSAGES.activationFailed, DEALER_MESSAGES.welcomeRepeated]);
  });
});
