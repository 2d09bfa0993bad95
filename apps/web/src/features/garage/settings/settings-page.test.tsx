import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { DEMO_SWITCHES_NEED_DEMO_MODE } from './demo-settings.tsx';
import { SettingsPage } from './settings-page.tsx';

/** The server at the edge: it knows nothing (every call 404s), which the gates ignore. */
function renderSettings(permissions: string[]) {
  vi.stubGlobal('fetch', async () =>
    Response.json({ success: false, status: 404, data: null, messages: [] }, { status: 404 }),
  );
  signInForTest({ permissions });
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <SettingsPage />
    </QueryClientProvider>,
  );
}

const demoHeading = () => screen.queryByRole('heading', { name: 'Demo' });
const debugLink = () => screen.queryByRole('link', { name: 'Debug' });
const demoSwitch = (name: string) => screen.queryByRole('switch', { name: new RegExp(name) });

afterEach(() => signOutTest());

describe('Demo Settings and the Debug link (spec part 2 section 2)', () => {
  test('a user holding neither debug nor demo sees the garage switches only', () => {
    renderSettings([]);
    expect(screen.getByRole('heading', { name: 'My Garage' })).toBeTruthy();
    expect(demoSwitch('Concierge messages')).toBeTruthy();
    expect(demoHeading()).toBeNull();
    expect(debugLink()).toBeNull();
    expect(demoSwitch('Use custom GPS coordinates')).toBeNull();
    expect(demoSwitch('Health monitor warning')).toBeNull();
  });

  test('debug alone: the section, custom GPS and the Debug link; the demo-mode switches are explained, not shown', () => {
    renderSettings(['debug']);
    expect(demoHeading()).toBeTruthy();
    expect(debugLink()).toBeTruthy();
    expect(demoSwitch('Use custom GPS coordinates')).toBeTruthy();
    expect(screen.getByText(DEMO_SWITCHES_NEED_DEMO_MODE)).toBeTruthy();
    for (const name of ['Health monitor warning', 'Demo linked cards', 'Dealer mode entry']) {
      expect(demoSwitch(name), name).toBeNull();
    }
    expect(screen.queryByRole('heading', { name: 'Demo vehicles' })).toBeNull();
  });

  test('demo: every demo switch, the demo vehicles and the Debug link', () => {
    renderSettings(['demo']);
    expect(demoHeading()).toBeTruthy();
    expect(debugLink()).toBeTruthy();
    for (const name of [
      'Health monitor warning',
      'Demo linked cards',
      'Demo bank account',
      'Demo transactions',
      'Dealer mode entry',
      'Use custom GPS coordinates',
    ]) {
      expect(demoSwitch(name), name).toBeTruthy();
    }
    expect(screen.queryByText(DEMO_SWITCHES_NEED_DEMO_MODE)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Demo vehicles' })).toBeTruthy();
  });
});

describe('the health monitor warning switch', () => {
  test('on, it offers the page where its demo codes show', async () => {
    const { user } = renderSettings(['demo']);
    expect(screen.queryByRole('link', { name: 'Show the demo trouble codes' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: /Health monitor warning/ }));
    const link = screen.getByRole('link', { name: 'Show the demo trouble codes' });
    expect(link.getAttribute('href')).toMatch(
      /^\/my-garage\/scan-event\/[0-9a-f-]{36}\/error-details$/,
    );
  });
});
