// First: configures zod before any module below parses with it.
import './app/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasLaunchParameters } from './app/launch-parameters.ts';
import { startLaunchSignIn } from './app/launch-sign-in.ts';
import { StartFailure } from './app/start-failure.tsx';
import type * as AppModule from './app/app.tsx';
import { applyTheme } from './shared/settings/display-preferences.ts';
import { drawSectionsInTurn } from './shared/ui/draw-in-turn.tsx';
import './index.css';

// Paint the cached brand and the user's dark/light choice before the first frame.
applyTheme();
// Long pages draw their lower sections one per frame (decision 0043).
drawSectionsInTurn();

// A launch link signs in while the router is built and the first frame drawn (decision 0027).
const query = new URLSearchParams(window.location.search);
if (hasLaunchParameters(query)) startLaunchSignIn(query);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Builds the router in a task of its own, and draws the first frame in the one after, so the
 * browser can handle input in between (Lighthouse's total blocking time).
 */
function startApp({ createApp }: typeof AppModule, root: HTMLElement): void {
  setTimeout(() => {
    const { App, router } = createApp();
    setTimeout(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    }, 0);
    // The installable app's service worker (decision 0036), in a production build only: once
    // the page has loaded, so it takes nothing from the first paint.
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      const start = () =>
        void import('./app/service-worker.ts')
          .then((worker) => worker.startServiceWorker(router))
          .catch(() => undefined);
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
    }
  }, 0);
}

// The app's own modules (the router and every page's route and guard) come as a chunk of
// their own, asked for now and evaluated in a task of their own: the modules above (the
// sign-in's schemas among them) are one long task on a slow phone already.
void import('./app/app.tsx').then(
  (app) => startApp(app, container),
  // Without its code the app would stay on the splash for good: say so, with a way out.
  () => createRoot(container).render(<StartFailure />),
);
