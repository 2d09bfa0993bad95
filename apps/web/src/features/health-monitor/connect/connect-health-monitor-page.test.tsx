import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { userSettingsSchema } from '@/shared/settings/user-settings.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { Pairing } from './connect-health-monitor-page.tsx';

/** The pairing steps as a signed-in user with `permissions` meets them. */
function renderPairing(permissions: string[]) {
  vi.stubGlobal('fetch', async () =>
    Response.json({ success: false, status: 404, data: null, messages: [] }, { status: 404 }),
  );
  signInForTest({ permissions });
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <Pairing
        vehicleId="vehicle-1"
        settings={userSettingsSchema.parse({})}
        update={() => undefined}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => signOutTest());

describe('the Diagnostics button (spec part 2 section 2, part 3 section 6)', () => {
  test('a user holding neither debug nor demo has none', () => {
    renderPairing([]);
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Diagnostics' })).toBeNull();
  });

  test.each([[['debug']], [['demo']]])('%o: it opens the diagnostics', async (permissions) => {
    const { user } = renderPairing(permissions);
    await user.click(screen.getByRole('button', { name: 'Diagnostics' }));
    expect(screen.getByRole('heading', { name: 'Diagnostics' })).toBeTruthy();
    expect(screen.getByText('Pairing attempts')).toBeTruthy();
  });
});
