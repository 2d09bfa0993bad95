import { act, renderHook } from '@testing-library/react';
import type { AppConfiguration } from '@ignite/domain/app-configuration';
import { afterEach, describe, expect, test } from 'vitest';
import {
  applyTheme,
  getDisplayPreferences,
  saveAppConfiguration,
  setDarkMode,
  useDisplayPreferences,
} from './display-preferences.ts';

const dealership: AppConfiguration = {
  appConfigurationId: 'a3c1e2f4-0000-4000-8000-000000000001',
  name: 'Harbour City Motors',
  brandName: 'Harbour City',
  theme: 'theme-1',
  isDarkMode: true,
  isGeneric: false,
  isValid: true,
};

/** Every change to <html>'s attributes while `act` runs. */
function htmlMutationsDuring(act: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(document.documentElement, { attributes: true });
  act();
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

afterEach(() => localStorage.clear());

describe('display preferences', () => {
  test('the same configuration again neither re-renders nor touches <html>', () => {
    let renders = 0;
    renderHook(() => {
      renders += 1;
      return useDisplayPreferences();
    });
    act(() => saveAppConfiguration(dealership));
    const afterFirst = renders;
    const mutations = htmlMutationsDuring(() => act(() => saveAppConfiguration({ ...dealership })));
    expect(renders).toBe(afterFirst);
    expect(mutations).toEqual([]);
  });

  test('a changed configuration re-renders and restyles', () => {
    act(() => saveAppConfiguration(dealership));
    const { result } = renderHook(() => useDisplayPreferences());
    act(() => saveAppConfiguration({ ...dealership, theme: 'theme-isuzu', isDarkMode: false }));
    expect(result.current.theme).toBe('theme-isuzu');
    expect(document.documentElement.classList.contains('theme-isuzu')).toBe(true);
    expect(document.documentElement.classList.contains('theme-1')).toBe(false);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  test('applying the theme that is already on <html> changes nothing', () => {
    applyTheme();
    const { theme } = getDisplayPreferences();
    expect(document.documentElement.classList.contains(theme)).toBe(true);
    expect(htmlMutationsDuring(() => applyTheme())).toEqual([]);
  });

  test('the browser gets the theme’s bar colour, web app manifest and home-screen icon', () => {
    // What index.html has: the default theme's.
    document.head.innerHTML = [
      '<meta name="theme-color" content="#0a0f1e">',
      '<link rel="manifest" href="/manifests/theme-1.webmanifest">',
      '<link rel="apple-touch-icon" href="/icons/theme-1-180.png">',
    ].join('');
    const head = (selector: string, name: string) =>
      document.head.querySelector(selector)?.getAttribute(name);

    act(() => saveAppConfiguration({ ...dealership, theme: 'theme-isuzu', isDarkMode: false }));
    expect(head('meta[name="theme-color"]', 'content')).toBe('#f6f6f7');
    expect(head('link[rel="manifest"]', 'href')).toBe('/manifests/theme-isuzu.webmanifest');
    expect(head('link[rel="apple-touch-icon"]', 'href')).toBe('/icons/theme-isuzu-180.png');

    // The user's own dark choice colours the bar; the manifest stays the theme's.
    act(() => setDarkMode(true));
    expect(head('meta[name="theme-color"]', 'content')).toBe('#121212');
    expect(head('link[rel="manifest"]', 'href')).toBe('/manifests/theme-isuzu.webmanifest');
  });
});
