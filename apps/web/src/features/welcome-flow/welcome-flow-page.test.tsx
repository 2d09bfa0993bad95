import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { WelcomeFlowVehicle } from '@ignite/domain/welcome-flow/welcome-flow-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { advance, startFakeClock } from '@test/fake-clock.ts';
import { ARRIVED_BY_LINK } from './arrival.ts';
import { WelcomeFlowPage } from './welcome-flow-page.tsx';

const CAR: WelcomeFlowVehicle = {
  vehicleId: 'vehicle-1',
  appVehicleId: 'app-vehicle-1',
  make: 'Toyota',
  model: 'Corolla Cross',
  year: 2025,
  rego: 'LCK801',
  regoState: 'NSW',
  odometer: 40,
  requiresWelcomeFlow: true,
  isClaimed: false,
  isEligibleToCompleteWelcomeFlow: true,
  appSelected: true,
};

type Sent = { path: string; body: unknown };

/**
 * A local stand-in for the server's welcome-flow calls, answering as the real ones do; it
 * records what was sent. `mobileVerified` is what the flow data says of the consumer.
 */
function standInServer(mobileVerified: boolean) {
  const sent: Sent[] = [];
  const ok = (data: unknown) =>
    Response.json({ success: true, status: 200, data, messages: [] }, { status: 200 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input instanceof Request ? input.url : input), 'http://app')
      .pathname;
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ path, body });
    const consumer = {
      consumerId: 'org-consumer-1',
      firstName: 'Lee',
      lastName: '',
      mobileNumber: '+61412555801',
      mobileVerified,
    };
    switch (path) {
      case '/api/welcome-flow/data':
        return ok({ vehicle: CAR, consumer, isCompleted: false });
      case '/api/welcome-flow/vehicle/details':
        return ok(CAR);
      case '/api/welcome-flow/vehicle/claim':
        return ok({ vehicleId: CAR.vehicleId, consumerNeedsToSelectApp: false });
      case '/api/consumer/send-mobile-verification-code':
        return ok({ wasSent: true, utcDateExpires: '2026-01-01T00:10:00.000Z' });
      case '/api/welcome-flow/complete':
        return ok({
          vehicleId: CAR.vehicleId,
          utcDateWelcomeFlowCompleted: '2026-01-01T00:00:00Z',
        });
      default:
        return Response.json(
          { success: false, status: 404, data: null, messages: ['Not found'] },
          { status: 404 },
        );
    }
  });
  return { sent, claims: () => sent.filter((s) => s.path === '/api/welcome-flow/vehicle/claim') };
}

function renderFlow({ byLink }: { byLink: boolean }) {
  const clock = startFakeClock();
  signInForTest({
    firstName: 'Lee',
    organisationName: 'Harbour City Motors',
    activeVehicle: null,
  });
  const router = createMemoryRouter(
    [
      { path: '/welcome-flow', element: <WelcomeFlowPage /> },
      { path: '*', element: <h1>Another page</h1> },
    ],
    { initialEntries: [{ pathname: '/welcome-flow', state: byLink ? ARRIVED_BY_LINK : null }] },
  );
  const user = userEvent.setup({ advanceTimers: clock.advanceTimers });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user };
}

/**
 * Moves the fake clock on 100 ms at a time until `done` holds (the stand-in's answers settle
 * over a few turns), for at most `ms`.
 */
async function until(done: () => boolean, ms = 5000) {
  for (let waited = 0; !done() && waited < ms; waited += 100) await advance(100);
  if (!done()) throw new Error(`still waiting after ${ms} ms for ${done.toString()}`);
}
const shows = (role: string, name: string | RegExp) => () =>
  screen.queryByRole(role, { name }) !== null;

const odometerField = () => screen.getByRole('textbox', { name: /Odometer/ });
const claimButton = () =>
  screen.getByRole('button', { name: "That's my car, let's go" }) as HTMLButtonElement;

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// Whole flows through the page, each with several waits: more time than one field's test.
describe('the welcome flow page', { timeout: 30_000 }, () => {
  test('by the dealership’s link: its name, step 2 of 3, the car found and its odometer to confirm', async () => {
    const server = standInServer(true);
    const { user } = renderFlow({ byLink: true });
    await until(shows('heading', 'Is this your car?'));

    expect(screen.getByText('Harbour City Motors')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Is this your car?' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Registration number/ })).toBeNull();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    const current = screen.getByRole('navigation', { name: 'Welcome steps' });
    expect(current.querySelector('[aria-current="step"]')?.textContent).toBe('Check the odometer');
    expect(odometerField()).toHaveProperty('value', '40');

    // Letters are refused with the spec's words, not dropped to leave 12.
    await user.clear(odometerField());
    await user.type(odometerField(), '12abc');
    expect(odometerField()).toHaveProperty('value', '12abc');
    expect(
      screen.getByRole('textbox', { description: 'Please enter a valid odometer value' }),
    ).toBe(odometerField());
    expect(claimButton().disabled).toBe(true);

    await user.clear(odometerField());
    await user.type(odometerField(), '52');
    await user.click(claimButton());
    const completed = () => server.sent.some((s) => s.path === '/api/welcome-flow/complete');
    await until(completed);
    expect(server.claims().map((claim) => claim.body)).toEqual([
      expect.objectContaining({ vehicleId: CAR.vehicleId, odometer: 52 }),
    ]);
    // The link proved the phone: no code is texted, the flow goes on to complete.
    expect(server.sent.some((s) => s.path === '/api/consumer/send-mobile-verification-code')).toBe(
      false,
    );
    expect(completed()).toBe(true);
  });

  test('Back from the mobile corrects the odometer; Change number at the code goes back to the number', async () => {
    const server = standInServer(false);
    const { user } = renderFlow({ byLink: false });
    await until(shows('textbox', /Registration number/));
    await user.type(screen.getByRole('textbox', { name: /Registration number/ }), 'lck801');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'NSW');
    // As a user would, press Find once it is enabled (React draws the valid form on the clock).
    const findButton = () =>
      screen.getByRole('button', { name: 'Find my car' }) as HTMLButtonElement;
    await until(() => !findButton().disabled);
    await user.click(findButton());
    await until(shows('heading', 'Is this your car?'));
    await user.clear(odometerField());
    await user.type(odometerField(), '5200');
    await user.click(claimButton());
    await until(shows('heading', 'Verify your mobile'));

    expect(screen.getByRole('heading', { name: 'Verify your mobile' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(odometerField()).toHaveProperty('value', '5,200');
    await user.clear(odometerField());
    await user.type(odometerField(), '520');
    await user.click(claimButton());
    await until(shows('heading', 'Verify your mobile'));
    expect(server.claims().map((claim) => (claim.body as { odometer: number }).odometer)).toEqual([
      5200, 520,
    ]);

    const number = screen.getByRole('textbox', { name: /Mobile number/ });
    await user.clear(number);
    await user.type(number, '0412 555 899');
    const sendButton = () =>
      screen.getByRole('button', { name: 'Text me a code' }) as HTMLButtonElement;
    await until(() => !sendButton().disabled);
    await user.click(sendButton());
    await until(shows('button', 'Change number'));
    expect(screen.getByText(/We sent a code to/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveProperty(
      'value',
      '0412 555 899',
    );
  });
});
