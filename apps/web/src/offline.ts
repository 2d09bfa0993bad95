// The offline page's script (offline.html): the signed-in app's theme and dark/light choice,
// and a way back once the network returns. It runs with no network, so it imports only what
// the build puts beside it: the app's stylesheet and the theme colours.
import { DEFAULT_THEME, type Theme, THEMES } from '@ignite/domain/enums';
import { storageKeys } from '@/shared/session/storage.ts';
import { themeColor } from '@/shared/settings/theme-colors.ts';
import { askServer, reloadWhenServerAnswers } from './offline-return.ts';
import './index.css';

const SECONDS_BETWEEN_QUESTIONS = 3;

function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The theme and mode display-preferences.ts would paint: the cached app configuration's,
 * with the user's own dark/light choice first. Read without its schema library, which this
 * page does not load: a value of the wrong shape reads as absent, as it does there.
 */
function storedThemeAndMode(): { theme: Theme; isDarkMode: boolean } {
  const configuration = stored(storageKeys.appConfiguration);
  const fields =
    typeof configuration === 'object' && configuration !== null
      ? (configuration as { theme?: unknown; isDarkMode?: unknown })
      : {};
  const theme = THEMES.find((known) => known === fields.theme) ?? DEFAULT_THEME;
  const chosenDark = stored(storageKeys.darkMode);
  const isDarkMode =
    typeof chosenDark === 'boolean'
      ? chosenDark
      : typeof fields.isDarkMode === 'boolean'
        ? fields.isDarkMode
        : true;
  return { theme, isDarkMode };
}

const { theme, isDarkMode } = storedThemeAndMode();
document.documentElement.className = `${theme} ${isDarkMode ? 'dark' : 'light'}`;
document
  .querySelector('meta[name="color-scheme"]')
  ?.setAttribute('content', isDarkMode ? 'dark' : 'light');
document
  .querySelector('meta[name="theme-color"]')
  ?.setAttribute('content', themeColor(theme, isDarkMode));

// The page stands at the address the user opened: loading it again asks the network for it.
const retry = () => window.location.reload();
document.getElementById('try-again')?.addEventListener('click', retry);
window.addEventListener(
  'online',
  reloadWhenServerAnswers({
    isOnline: () => navigator.onLine,
    serverAnswers: () => askServer(window.location.origin),
    reload: retry,
    pause: () => new Promise((resolve) => setTimeout(resolve, SECONDS_BETWEEN_QUESTIONS * 1000)),
  }),
);
