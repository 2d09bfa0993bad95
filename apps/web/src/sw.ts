/// <reference lib="webworker" />
// The service worker (decision 0036), built by vite-plugin-pwa into dist/sw.js with the list of
// files to precache written in where `self.__WB_MANIFEST` stands. It keeps the app shell (the
// entry's scripts and styles, the offline page, the icons and manifests) in Cache Storage,
// sends every page load to the network, and answers one with the offline page when there is no
// network. Nothing else is cached: API answers hold personal data, so /api has no route here
// and goes to the network as if there were no worker.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import {
  OFFLINE_PAGE,
  SERVES_SCRIPT,
  type ServesScriptQuestion,
} from './shared/service-worker-protocol.ts';
import { showPushReminders } from './sw-push.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const shell = self.__WB_MANIFEST;

// A new build's worker takes over at once, pages and all; a page still running the build
// before it reloads on its next navigation (app/service-worker.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Hashed files are kept by name, the others by a hash of their content: a build that changes
// nothing downloads nothing again. `cleanURLs: false`: /offline is no alias of the page.
precacheAndRoute(shell, { cleanURLs: false });

// A page load goes to the network, started while the worker wakes (navigation preload), and
// is never stored: a page's address can hold a launch link's signed parameters.
enableNavigationPreload();
const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await network.handle(options);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    // A document the API serves (a care-plan PDF, the API docs) is the browser's own business.
    { denylist: [/^\/api(\/|$)/] },
  ),
);

/** Whether this worker's build includes the script at `path`, i.e. the page asking is current. */
function servesScript(path: string): boolean {
  return shell.some(
    (entry) =>
      new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).pathname === path,
  );
}

// Push reminders: shown as notifications, and a tap opens the reminder's page (sw-push.ts).
showPushReminders(self);

self.addEventListener('message', (event) => {
  const question = event.data as Partial<ServesScriptQuestion> | null;
  if (question?.type === SERVES_SCRIPT && typeof question.path === 'string') {
    event.ports[0]?.postMessage(servesScript(question.path));
  }
});
