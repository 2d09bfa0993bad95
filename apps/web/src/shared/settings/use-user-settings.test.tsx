import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { renderInRouter } from '@test/render-in-router.tsx';
import { signInForTest, signOutTest } from '@test/signed-in.ts';
import { useUserSettings } from './use-user-settings.ts';

/** One reader of the setting, as the avatar menu is one beside the Settings page. */
function Reader({ name }: { name: string }) {
  const { settings, update } = useUserSettings();
  return (
    <button type="button" onClick={() => update({ enableDealerMode: true })}>
      {`${name}: ${settings?.enableDealerMode ? 'on' : 'off'}`}
    </button>
  );
}

afterEach(() => signOutTest());

describe('useUserSettings', () => {
  test('a write by one reader reaches every other reader on screen', async () => {
    signInForTest();
    const { user } = renderInRouter(
      <>
        <Reader name="Settings" />
        <Reader name="Menu" />
      </>,
    );
    expect(screen.getByText('Menu: off')).toBeTruthy();
    await act(() => user.click(screen.getByText('Settings: off')));
    expect(screen.getByText('Settings: on')).toBeTruthy();
    expect(screen.getByText('Menu: on')).toBeTruthy();
  });
});
