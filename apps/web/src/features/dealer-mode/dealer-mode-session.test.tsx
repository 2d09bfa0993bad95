import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/shared/api/api-error.ts';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { DealerModePage } from './dealer-mode-page.tsx';

const STAFF = { firstName: 'Dana', isDealerMode: true, activeVehicle: null };

function renderPage() {
  // The server at the edge: the staff tool's first call is answered, and not needed here.
  vi.stubGlobal('fetch', async () =>
    Response.json({ success: false, status: 404, data: null, messages: [] }, { status: 404 }),
  );
  return renderInRouter(
    <QueryClientProvider client={createQueryClient()}>
      <DealerModePage />
    </QueryClientProvider>,
  );
}

afterEach(() => signOutTest());

describe('/dealer-mode and the session', () => {
  test('staff with a live session get the tool', () => {
    signInForTest(STAFF);
    renderPage();
    expect(screen.getByText('Signed in as Dana')).toBeTruthy();
    expect(screen.queryByLabelText(/Username/)).toBeNull();
  });

  test('a stored session whose refresh token has expired gets the staff sign-in, as the guard sees it', () => {
    signInForTest(STAFF, -1);
    renderPage();
    expect(screen.getByLabelText(/Username/)).toBeTruthy();
    expect(screen.queryByText('Signed in as Dana')).toBeNull();
  });
});
