import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hasLaunchParameters } from './app/launch-parameters.ts';
import { sendPageLaunchRequest } from './app/launch-request.ts';
import { StartFailure } from './app/start-failure.tsx';
import { PAGE_CHUNKS_META, START_CHUNKS_META } from '../preload-start-chunks.ts';
import { drawSectionsInTurn } from './shared/ui/draw-in-turn.tsx';
import './index.css';

// A launch link's sign-in goes out first, before any stage's code: it needs none, and the
// page's data waits for it (decision 0048). The launch stage reads its answer.
const query = new URLSearchParams(window.location.search);
const launchAnswer = hasLaunchParameters(query) ? sendPageLaunchRequest(query) : null;

// The entry is small: the app starts in stages, each a chunk evaluated in a task of its own,
// so a slow phone can answer a tap between them (Lighthouse's total blocking time; decisions
// 0045 and 0046). The entry asks for every stage's code at once, so no stage waits for a
// round trip.

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/** The stages' chunks, space-separated in their meta. */
function stageChunks(): string[] {
  const content = metaContent(START_CHUNKS_META);
  return content ? content.split(' ') : [];
}

/** The chunks the page at `pathname` needs beyond the stages', from its meta's JSON by path. */
function pageChunks(pathname: string): string[] {
  const content = metaContent(PAGE_CHUNKS_META);
  if (!content) return [];
  try {
    const byPath = JSON.parse(content) as Record<string, string[] | undefined>;
    return byPath[pathname] ?? [];
  } catch {
    return []; // the router asks for the page's code as it always has
  }
}

/**
 * Downloads every stage's code at once, and then the opened page's own, as the build lists
 * them in index.html (decisions 0046 and 0050), each chunk evaluated only when it is imported.
 * From here rather than as links in index.html, which the browser would fetch alongside the
 * style sheet the first paint waits for.
 */
function downloadStages(): void {
  for (const href of [...stageChunks(), ...pageChunks(window.location.pathname)]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
downloadStages();

// Long pages draw their lower sections one per frame (decision 0043).
drawSectionsInTurn();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Lets the browser handle input and paint before the next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement): Promise<void> {
  // 1. The cached brand and the user's dark/light choice, before the app draws anything.
  (await import('./app/start-theme.ts')).applyTheme();
  // 2. A launch link's sign-in, sent above, is read while the router is built and the first
  //    frame drawn (decision 0027): the router's guard takes it over, so it comes first.
  if (launchAnswer) {
    await nextTask();
    (await import('./app/launch-sign-in.ts')).startLaunchSignIn(query, launchAnswer);
  }
  // 3. The app's own modules: the router and every page's route and guard.
  await nextTask();
  const app = await import('./app/app.tsx');
  // 4. The page's code is asked for (and the links that fetch it added) before the router is
  //    built, which would otherwise do it in its own task.
  await nextTask();
  app.loadPageCode(window.location.pathname);
  // 5. The router, which starts the page's guards and data.
  await nextTask();
  const { App, router } = app.createApp();
  // 6. The first frame.
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The installable app's service worker (decision 0036), in a production build only: once
  // the page has loaded, so it takes nothing from the first paint.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const startWorker = () =>
      void import('./app/service-worker.ts')
        .then((worker) => worker.startServiceWorker(router))
        .catch(() => undefined);
    if (document.readyState === 'complete') startWorker();
    else window.addEventListener('load', startWorker, { once: true });
  }
}

// Without its code the app would stay on the splash for good: say so, with a way out.
start(container).catch(() => createRoot(container).render(<StartFailure />));
