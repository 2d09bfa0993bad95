// How the offline page finds its way back: it reloads once the server answers again.
//
// An `online` event alone proves nothing. The browser fires it for a Wi-Fi with no internet
// behind it, and a test browser fires it when its emulated network is set up again for a new
// page. A reload then, with the network still down, would only draw the offline page again,
// and it would overtake any page the user had just asked for. So the page asks the server
// first, and asks again every few seconds while the browser thinks it is online.

export interface ReturnOptions {
  /** Whether the browser believes it is online (navigator.onLine). */
  isOnline: () => boolean;
  /** Whether the server answered; any answer, even an error, means the network is back. */
  serverAnswers: () => Promise<boolean>;
  reload: () => void;
  /** Waits between two questions to the server. */
  pause: () => Promise<void>;
}

/** The handler for `online` events: one round of questions at a time, one reload at most. */
export function reloadWhenServerAnswers(options: ReturnOptions): () => Promise<void> {
  let asking = false;
  let reloaded = false;
  return async () => {
    if (asking || reloaded) return;
    asking = true;
    try {
      while (options.isOnline()) {
        if (await options.serverAnswers()) {
          reloaded = true;
          options.reload();
          return;
        }
        await options.pause();
      }
    } finally {
      asking = false;
    }
  };
}

/** Asks the server's health route past every cache; the service worker has no /api route. */
export async function askServer(origin: string): Promise<boolean> {
  try {
    await fetch(new URL('/api/health', origin), { cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
