import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { signInForTest, signOutTest, TEST_APP_VEHICLE_ID } from '@test/signed-in.ts';
import { readUserSettings, writeUserSettings } from '@/shared/settings/user-settings.ts';
import { renderInRouter } from '@test/render-in-router.tsx';
import { FirstVisitIntro } from './first-visit-intro.tsx';

const intro = () => screen.queryByRole('region', { name: 'Welcome to the marketplace' });

afterEach(() => signOutTest());

describe('the first-visit introduction (spec part 1 section 3, isFirstMarketplaceVisit)', () => {
  test('the first visit shows it and marks it seen; the next visit does not', () => {
    signInForTest();
    expect(readUserSettings(TEST_APP_VEHICLE_ID).isFirstMarketplaceVisit).toBe(true);
    const first = renderInRouter(<FirstVisitIntro />);
    expect(intro()).toBeTruthy();
    expect(readUserSettings(TEST_APP_VEHICLE_ID).isFirstMarketplaceVisit).toBe(false);
    first.unmount();

    renderInRouter(<FirstVisitIntro />);
    expect(intro()).toBeNull();
  });

  test('closing it hides it at once', async () => {
    signInForTest();
    const { user } = renderInRouter(<FirstVisitIntro />);
    await user.click(screen.getByRole('button', { name: 'Close the introduction' }));
    expect(intro()).toBeNull();
  });

  test('a vehicle whose owner has seen it shows nothing', () => {
    signInForTest();
    writeUserSettings(TEST_APP_VEHICLE_ID, { isFirstMarketplaceVisit: false });
    renderInRouter(<FirstVisitIntro />);
    expect(intro()).toBeNull();
  });
});
