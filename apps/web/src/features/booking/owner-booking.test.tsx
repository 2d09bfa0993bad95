// The owner's booking wizard, as a demanding owner walked it: Back on the first step went
// nowhere and the page had no other way out; a reload lost every choice; and Book sat on the
// Contact step, so the booking was made before the owner had seen it whole. The server is the
// edge: a stand-in that answers the booking calls as the API does and records what was sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { recordVisit } from '@/shared/history/breadcrumbs.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { myGarageQuery } from '@/entities/vehicle/my-garage-query.ts';
import { BookingPage } from './booking-page.tsx';

const TIME = '2026-12-02T22:30:00.000Z'; // Thursday 3 December, 9:30 am in Sydney
const NOTE = 'Rattle from the boot over bumps';

/** The booking API's answers; each request is recorded. */
function bookingServer() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let booked = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    sent.push({ method, url, body });
    const ok = (data: unknown) => Response.json({ success: true, status: 200, data, messages: [] });
    if (url.includes('/api/booking/slots')) {
      return ok({
        dealershipName: 'Harbour City Motors',
        timeZone: 'Australia/Sydney',
        days: ['2026-12-03', '2026-12-04'],
        day: '2026-12-03',
        slots: [{ utcDateAppointment: TIME, isAvailable: true }],
      });
    }
    if (url.includes('/api/booking/list')) {
      return ok(
        booked
          ? [
              {
                appointmentId: 'appointment-1',
                title: 'Workshop visit',
                appointmentType: 0,
                appointmentState: 2,
                note: NOTE,
                utcDateAppointment: TIME,
                dealershipName: 'Harbour City Motors',
                timeZone: 'Australia/Sydney',
                pickupAndDelivery: false,
                isChangeable: true,
              },
            ]
          : [],
      );
    }
    if (method === 'POST' && url.endsWith('/api/booking')) {
      booked = true;
      return ok({
        appointmentId: 'appointment-1',
        title: 'Workshop visit',
        utcDateAppointment: TIME,
        dealershipName: 'Harbour City Motors',
        timeZone: 'Australia/Sydney',
        pickupAndDelivery: false,
      });
    }
    return ok(null);
  });
  return sent;
}

function renderWizard() {
  const session = signInForTest();
  const client = createQueryClient();
  const key = {
    organisationConsumerId: session.user.organisationConsumerId ?? '',
    vehicleId: session.user.activeVehicle?.vehicleId ?? '',
  };
  const garage = { vehicle: { condition: { conditions: [] } }, appointments: [] };
  client.setQueryData(myGarageQuery(key).queryKey, garage as unknown as MyGarage);
  return renderInRouter(
    <QueryClientProvider client={client}>
      <BookingPage />
    </QueryClientProvider>,
  );
}

const bookings = (sent: ReturnType<typeof bookingServer>) =>
  sent.filter((r) => r.method === 'POST' && r.url.endsWith('/api/booking'));
const button = (name: string) => screen.getByRole('button', { name });

afterEach(() => {
  signOutTest();
  sessionStorage.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the owner’s booking wizard', () => {
  test('Back on the first step leaves for where the owner came from; Close is on every step', async () => {
    bookingServer();
    // The shell records the pages it shows; the wizard stands outside it.
    recordVisit('/my-garage/care-plan', '');
    const { user, router } = renderWizard();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect((button('Back') as HTMLButtonElement).disabled).toBe(false);
    await user.click(button('Back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-garage/care-plan'));
  });

  test('Book is on a review of everything, and nothing is booked before it', async () => {
    const sent = bookingServer();
    const { user } = renderWizard();
    await user.click(screen.getByRole('radio', { name: /Something else/ }));
    await user.type(screen.getByLabelText('What should the workshop look at?'), NOTE);
    await user.click(button('Next'));
    await user.click(await screen.findByRole('button', { name: /9:30/ }));
    await user.click(button('Next'));
    await user.click(button('Next'));
    await user.type(screen.getByLabelText('Mobile'), '0412 000 111');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    await user.click(button('Next'));

    await screen.findByRole('heading', { name: 'Check your booking' });
    expect(screen.getByText(`“${NOTE}”`)).toBeTruthy();
    expect(screen.getByText(/Thursday 3 December(,| at) 9:30\s?am/i)).toBeTruthy();
    expect(screen.getByText(/Olivia Owner, 0412 000 111/)).toBeTruthy();
    expect(bookings(sent)).toEqual([]);

    await user.click(button('Book'));
    await screen.findByText('You’re booked in', {}, { timeout: 4000 });
    expect(bookings(sent)).toHaveLength(1);
    expect(bookings(sent)[0]?.body).toMatchObject({
      what: { kind: 'note', note: NOTE },
      utcDateAppointment: TIME,
    });
    // The receipt shows the time and the note, read back from the owner's bookings.
    expect(screen.getByText(NOTE)).toBeTruthy();
    expect(screen.getByText(/Thursday 3 December(,| at) 9:30\s?am/i)).toBeTruthy();
  });

  test('a reload returns to the same step with the same choices', async () => {
    bookingServer();
    const first = renderWizard();
    await first.user.click(screen.getByRole('radio', { name: /Something else/ }));
    await first.user.type(screen.getByLabelText('What should the workshop look at?'), NOTE);
    await first.user.click(button('Next'));
    await first.user.click(await screen.findByRole('button', { name: /9:30/ }));
    await first.user.click(button('Next'));
    await first.user.click(screen.getByRole('radio', { name: /Pick it up and bring it back/ }));
    cleanup();

    const again = renderWizard();
    const pickup = screen.getByRole('radio', { name: /Pick it up and bring it back/ });
    expect((pickup as HTMLInputElement).checked).toBe(true);
    await again.user.click(button('Next'));
    await again.user.type(screen.getByLabelText('Mobile'), '0412 000 111');
    await again.user.click(button('Next'));
    expect(await screen.findByText(`“${NOTE}”`)).toBeTruthy();
    expect(screen.getByText('Pick it up and bring it back')).toBeTruthy();
  });
});
