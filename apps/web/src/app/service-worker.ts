// The page's side of the service worker (src/sw.ts, decision 0036): registering it, hearing of
// a new build, and moving a page that still runs the old one onto the new one. Loaded after the
// first page has loaded, so it costs the first paint nothing.
import type { DataRouter } from 'react-router';
import {
  SERVES_SCRIPT,
  SERVICE_WORKER_SCRIPT,
  type ServesScriptQuestion,
} from '@/shared/service-worker-protocol.ts';

/** How often a page left open asks whether a new build is out (and whenever it is shown). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** A worker that has not answered by then is taken to be another build's. */
const ANSWER_TIMEOUT_MS = 3000;

/** This page's entry script, whose hashed name is the build it runs. */
function entryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src).pathname : null;
}

/** Whether `worker` was built with this page: its precache holds the page's entry script. */
function servesThisBuild(worker: ServiceWorker): Promise<boolean> {
  const path = entryScript();
  if (!path) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(event.data === true);
    };
    const question: ServesScriptQuestion = { type: SERVES_SCRIPT, path };
    worker.postMessage(question, [channel.port2]);
  });
}

/**
 * The page runs a build its server no longer has: its next page would ask for scripts that
 * are gone. So the next navigation loads the whole page from the server instead, once. That
 * is a moment the user leaves the page anyway, so nothing typed is lost; the app's own
 * 'unsaved changes' question still comes first, as it holds the navigation back.
 */
function loadNextPageFromServer(router: DataRouter): void {
  let leaving = false;
  router.subscribe((state) => {
    const next = state.navigation.location;
    if (leaving || state.navigation.state === 'idle' || !next) return;
    leaving = true;
    window.location.assign(router.createHref(next));
  });
}

export function startServiceWorker(router: DataRouter): void {
  const container = navigator.serviceWorker;
  // A first visit's page is taken over by the first worker; that is no change of build.
  let hadController = container.controller !== null;
  let stale = false;
  container.addEventListener('controllerchange', () => {
    const controller = container.controller;
    if (!hadController || !controller) {
      hadController = controller !== null;
      return;
    }
    void servesThisBuild(controller).then((current) => {
      if (current || stale) return;
      stale = true;
      loadNextPageFromServer(router);
    });
  });

  container
    .register(SERVICE_WORKER_SCRIPT, { scope: '/' })
    .then((registration) => {
      // The browser checks for a new worker on each page load; a page left open for hours
      // (an installed app on a phone) checks when it is shown again, and hourly.
      const check = () => void registration.update().catch(() => undefined);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') check();
      });
      setInterval(check, UPDATE_CHECK_MS);
    })
    // No worker (a private window that allows none): the app works as before, without the
    // offline page.
    .catch(() => undefined);
}
