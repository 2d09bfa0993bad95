// The far-jump question on Set odometer, as the owner met it: a reading far above the last one
// asks first, and "No, check it" used to end in the general error message ('Unfortunately an
// error occurred…') instead of taking the owner back to the reading. The server is the edge:
// a stand-in that answers the odometer call as the API does, and records what was sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { myGarageQuery } from '@/entities/vehicle/my-garage-query.ts';
import { SetOdometerPage } from './set-odometer-page.tsx';

const DAY_MS = 86_400_000;

/** The odometer call's answer, as the API gives it; each request is recorded. */
function odometerServer() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    });
    return Response.json({ success: true, status: 200, data: true, messages: [] });
  });
  return sent;
}

/** The garage model the page reads: only the vehicle's reading matters here. */
function renderPage() {
  const session = signInForTest();
  const client = createQueryClient();
  const vehicle = session.user.activeVehicle;
  const garage = {
    vehicle: {
      vehicleId: vehicle?.vehicleId,
      odometer: 57_300,
      dateLastSetOdometer: new Date(Date.now() - 10 * DAY_MS).toISOString(),
      isOdometerUpdateRequired: false,
    },
  } as unknown as MyGarage;
  const key = {
    organisationConsumerId: session.user.organisationConsumerId ?? '',
    vehicleId: vehicle?.vehicleId ?? '',
  };
  client.setQueryData(myGarageQuery(key).queryKey, garage);
  return renderInRouter(
    <QueryClientProvider client={client}>
      <SetOdometerPage />
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('textbox', { name: /Odometer \(km\)/ });
const odometerCalls = (sent: ReturnType<typeof odometerServer>) =>
  sent.filter((request) => request.url.includes('/api/vehicle/odometer'));

afterEach(() => {
  signOutTest();
  vi.unstubAllGlobals();
});

describe('Set odometer: a far jump asks first', () => {
  test('"No, check it" goes back to the reading: nothing is sent, no error, the reading in focus', async () => {
    const sent = odometerServer();
    const { user, router } = renderPage();
    await user.clear(field());
    await user.type(field(), '1999999');
    await user.click(screen.getByRole('button', { name: 'Update Odometer' }));

    const question = await screen.findByRole('alertdialog', { name: 'Is this reading right?' });
    await user.click(screen.getByRole('button', { name: 'No, check it' }));

    expect(question.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(screen.queryByText(GENERIC_ERROR_MESSAGE)).toBeNull();
    // The form's message list (an alert region) stays empty.
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(odometerCalls(sent)).toEqual([]);
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByRole('button', { name: 'Update Odometer' })).toBeTruthy();
  });

  test('after No, the owner fixes the reading and it saves without asking again', async () => {
    const sent = odometerServer();
    const { user } = renderPage();
    await user.clear(field());
    await user.type(field(), '1999999');
    await user.click(screen.getByRole('button', { name: 'Update Odometer' }));
    await user.click(await screen.findByRole('button', { name: 'No, check it' }));
    await waitFor(() => expect(document.activeElement).toBe(field()));

    await user.clear(field());
    await user.type(field(), '60000');
    await user.click(screen.getByRole('button', { name: 'Update Odometer' }));
    await waitFor(() => expect(odometerCalls(sent)).toHaveLength(1));
    expect(odometerCalls(sent)[0]?.body).toEqual({ vehicleId: 'vehicle-1', odometer: 60_000 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('Yes saves the far reading, saying it was confirmed', async () => {
    const sent = odometerServer();
    const { user } = renderPage();
    await user.clear(field());
    await user.type(field(), '1999999');
    await user.click(screen.getByRole('button', { name: 'Update Odometer' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, save it' }));
    await waitFor(() => expect(odometerCalls(sent)).toHaveLength(1));
    expect(odometerCalls(sent)[0]?.body).toEqual({
      vehicleId: 'vehicle-1',
      odometer: 1_999_999,
      confirmed: true,
    });
  });
});
