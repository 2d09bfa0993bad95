import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SettingsPage } from '@/features/garage/settings/settings-page.tsx';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { AppFeatureSlots } from './feature-slots.tsx';

/** Settings as the app composes it; the server at the edge knows nothing (every call 404s). */
function renderSettings(permissions: string[]) {
  vi.stubGlobal('fetch', async () =>
    Response.json({ success: false, status: 404, data: null, messages: [] }, { status: 404 }),
  );
  signInForTest({ permissions });
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <AppFeatureSlots>
        <SettingsPage />
      </AppFeatureSlots>
    </QueryClientProvider>,
  );
}

const carePlanSwitch = () => screen.queryByRole('switch', { name: /Care plan/ });

afterEach(() => signOutTest());

describe('the care plan’s demo switch among the garage’s Demo Settings', () => {
  test('in demo mode the app puts it beside the other demo switches', () => {
    renderSettings(['demo']);
    expect(screen.getByRole('switch', { name: /Health monitor warning/ })).toBeTruthy();
    expect(carePlanSwitch()).toBeTruthy();
  });

  test('until the garage has loaded a plan it cannot be flipped', () => {
    renderSettings(['demo']);
    expect(carePlanSwitch()?.hasAttribute('disabled')).toBe(true);
  });

  test('a debug user outside demo mode does not see it', () => {
    renderSettings(['debug']);
    expect(carePlanSwitch()).toBeNull();
  });
});
