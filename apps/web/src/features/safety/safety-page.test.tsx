import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { helpMessage, smsHref } from '@ignite/domain/safety/location-text';
import { SAFETY_MESSAGES } from '@ignite/domain/safety/safety-api';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { resetDevicePosition } from '@/shared/location/device-position.ts';
import { saveLaunchPosition } from '@/shared/location/launch-position.ts';
import { clearToasts } from '@/shared/toast/toast-store.ts';
import { Toaster } from '@/shared/toast/toaster.tsx';
import { renderInRouter } from '@test/render-in-router.tsx';
import { SafetyPage } from './safety-page.tsx';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = () => void;

/** The device at the edge: a browser whose geolocation answers when the test says. */
function stubGeolocation() {
  const asked: { ok: Success; fail: Failure }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (ok: Success, fail: Failure) => asked.push({ ok, fail }) },
  });
  return asked;
}

/** The server at the edge: no map tiles configured, and no open location links yet. */
function stubServer() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(String(input));
    const data =
      pathname === '/api/safety/map-tiles'
        ? { tileUrl: null, attribution: null }
        : pathname === '/api/safety/share-links'
          ? { links: [] }
          : null;
    return data
      ? Response.json({ success: true, status: 200, data, messages: [] })
      : Response.json({ success: false, status: 404, data: null, messages: [] }, { status: 404 });
  });
}

function renderPage() {
  stubServer();
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <SafetyPage />
      <Toaster />
    </QueryClientProvider>,
  );
}

const SYDNEY = { latitude: -33.8688197, longitude: 151.2092957 };

afterEach(() => {
  resetDevicePosition();
  clearToasts();
});

describe('the safety centre (spec part 3 sections 2 and 8)', () => {
  test('with the device’s position: its coordinates to 6 decimals, the placeholder map, Send’s message', async () => {
    const asked = stubGeolocation();
    renderPage();
    act(() => asked[0]?.ok({ coords: SYDNEY }));

    const location = await screen.findByRole('region', { name: 'Your location' });
    expect(within(location).getByText('-33.86882')).toBeTruthy();
    expect(within(location).getByText('151.209296')).toBeTruthy();
    expect(within(location).getByText('From this device’s location.')).toBeTruthy();
    // No tiles are configured: the spec's placeholder image stands in for the map.
    await within(location).findByRole('img', { name: 'Map not available' });

    const send = within(location).getByRole('link', { name: 'Send' });
    expect(send.getAttribute('href')).toBe(smsHref(helpMessage(SYDNEY)));
    expect(within(location).getByText(helpMessage(SYDNEY))).toBeTruthy();
    expect(helpMessage(SYDNEY)).toContain('I need help');
    expect(screen.queryByText(SAFETY_MESSAGES.locationOff)).toBeNull();
    await screen.findByRole('button', { name: 'Create link' });
  });

  test('Copy puts "latitude, longitude" on the clipboard and says so', async () => {
    const asked = stubGeolocation();
    const { user } = renderPage();
    act(() => asked[0]?.ok({ coords: SYDNEY }));

    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('-33.86882, 151.209296');
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('Your location was copied to the clipboard');
  });

  test('no position from any source: "Location Sharing Is Turned Off", and no coordinates', async () => {
    const asked = stubGeolocation();
    renderPage();
    // While the browser is being asked, nothing is claimed either way.
    expect(screen.queryByText(SAFETY_MESSAGES.locationOff)).toBeNull();
    act(() => asked[0]?.fail());

    const off = await screen.findByRole('status');
    expect(off.textContent).toBe('Location Sharing Is Turned Off');
    expect(screen.getByText(/allow this site to use your location/)).toBeTruthy();
    expect(screen.queryByText('Latitude')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Send' })).toBeNull();
    // The share section stays, and says what it needs; it cannot make a link without one.
    expect(screen.getByText(/A link needs your location/)).toBeTruthy();
    const create = await screen.findByRole('button', { name: 'Create link' });
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  test('Try again asks the browser once more: allowed now, the position shows', async () => {
    const asked = stubGeolocation();
    const { user } = renderPage();
    act(() => asked[0]?.fail());
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(asked).toHaveLength(2);
    // Still refused: said so, and Try again stays.
    act(() => asked[1]?.fail());
    expect((await screen.findByRole('status')).textContent).toContain(
      'Your location is still not available.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    act(() => asked[2]?.ok({ coords: SYDNEY }));
    const location = await screen.findByRole('region', { name: 'Your location' });
    expect(within(location).getByText('-33.86882')).toBeTruthy();
    expect(screen.queryByText(SAFETY_MESSAGES.locationOff)).toBeNull();
  });

  test('refused by the browser: the launch’s gpsLat/gpsLong, said to come from the host app', async () => {
    saveLaunchPosition(new URLSearchParams('gpsLat=-27.4698&gpsLong=153.0251'));
    const asked = stubGeolocation();
    renderPage();
    act(() => asked[0]?.fail());

    const location = await screen.findByRole('region', { name: 'Your location' });
    expect(within(location).getByText('-27.4698')).toBeTruthy();
    expect(within(location).getByText('153.0251')).toBeTruthy();
    expect(within(location).getByText('From the app that opened this one.')).toBeTruthy();
  });
});
