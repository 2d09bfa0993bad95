// What the page and the service worker (sw.ts) say to each other, named once for both.

/** The page the worker answers a page load with when the network is down. */
export const OFFLINE_PAGE = '/offline.html';

/** The worker's script; its scope is the whole app. */
export const SERVICE_WORKER_SCRIPT = '/sw.js';

/** A page asks the worker that has just taken it over whether it runs the same build. */
export const SERVES_SCRIPT = 'serves-script';
export type ServesScriptQuestion = {
  type: typeof SERVES_SCRIPT;
  /** The page's entry script, e.g. /assets/index-abc123.js: its hash names the build. */
  path: string;
};
