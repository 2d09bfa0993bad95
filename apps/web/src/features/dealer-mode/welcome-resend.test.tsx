import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { WelcomeResend } from './welcome-resend.tsx';

const VEHICLE: DealerVehicle = {
  appConfigurationId: '0b6f5c1e-1f7a-4c55-9f0e-0d2b9c1a7e01',
  organisationConsumerId: '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  appName: 'Harbour City Motors',
  firstName: 'Mia',
  lastName: 'Chen',
  businessName: null,
  mobile: '+61412555001',
  email: null,
  vehicleId: '7b2e3d4c-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
  crmReferenceId: null,
  vin: null,
  nickname: null,
  make: 'Toyota',
  model: 'Corolla Cross',
  year: 2025,
  rego: 'EHC42K',
  regoState: 'NSW',
  odometer: 12,
  isActivated: true,
  isClaimed: false,
  isCarePlanEnabled: true,
  healthMonitorInstallationStatus: 1,
  theftRecoveryDeviceInstallationStatus: 2,
  utcDateCreated: '2025-03-01T00:00:00.000Z',
};

/** The server at the edge answers the resend with this status and these words. */
function renderAnswering(status: number, messages: string[]) {
  signInForTest({ firstName: 'Dana', isDealerMode: true, activeVehicle: null });
  vi.stubGlobal('fetch', async () =>
    Response.json(
      {
        success: status === 200,
        status,
        data: status === 200 ? { wasSuccessful: true } : null,
        messages,
      },
      { status },
    ),
  );
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <WelcomeResend vehicle={VEHICLE} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
});

describe('Resend welcome message says each refusal in words', () => {
  test.each([
    ['sent', 200, [], DEALER_MESSAGES.welcomeSent],
    [
      'past the limit (per vehicle or per number)',
      429,
      [DEALER_MESSAGES.welcomeRepeated],
      DEALER_MESSAGES.welcomeRepeated,
    ],
    [
      'to a number that is not the customer’s',
      409,
      [DEALER_MESSAGES.welcomeOtherMobile],
      DEALER_MESSAGES.welcomeOtherMobile,
    ],
    [
      'refused for bad input',
      400,
      ['mobile: whatever the server said'],
      DEALER_MESSAGES.welcomeFailed,
    ],
  ])('%s', async (_name, status, messages, shown) => {
    const { user } = renderAnswering(status, messages);
    await user.click(screen.getByRole('button', { name: 'Resend welcome message' }));
    expect((await screen.findByRole(status === 200 ? 'status' : 'alert')).textContent).toBe(shown);
  });
});
