// This browser's Web Push subscription (decision 0039). The owner turns push reminders on
// in Settings; only then is the browser asked for permission to show notifications (a prompt
// out of the blue is refused by most people, and blocked outright by browsers that see it
// unasked). The service worker (sw.ts) shows what arrives.
import { getPushPublicKey } from './api/get-push-public-key.ts';
import { removePushSubscription } from './api/remove-push-subscription.ts';
import { savePushSubscription } from './api/save-push-subscription.ts';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/**
 * Whether this browser can take push at all: a service worker, the Push API and notifications.
 * Safari on iOS has them only in an app added to the Home Screen.
 */
function pushSupported(): boolean {
  return (
    'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis
  );
}

/** The app's service worker, once active; none where it is not registered (dev, tests). */
async function activeRegistration(): Promise<ServiceWorkerRegistration | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return null;
  return navigator.serviceWorker.ready;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

/** The subscription as the server keeps it (PushSubscription.toJSON()'s fields). */
function requestOf(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Subscribes this browser to the owner's push reminders: asks for permission (now, and only
 * if it was not refused before), subscribes with the server's key and saves the subscription.
 * Rejects (an ApiError) when the server does not take it.
 */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  // A refusal stands: asking again shows nothing, the browser answers 'denied' by itself.
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') {
    // 'default' afterwards: the prompt was dismissed, which for now is a no.
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  }
  const registration = await activeRegistration();
  if (!registration) return 'unsupported';
  const serverKey = keyBytes(await getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the server's keys were replaced) can never be pushed to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  await savePushSubscription(requestOf(subscription));
  return 'subscribed';
}

/**
 * Unsubscribes this browser and has the server forget it. Should that call fail, the server
 * forgets it anyway at the next reminder, which the push service answers 410 for.
 */
export async function disablePush(): Promise<void> {
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  await removePushSubscription(endpoint).catch(() => undefined);
}
