// What of enablePush runs without a real browser's push service: a browser without push is
// told apart, and permission is asked only when push is turned on, a refusal leaving the
// browser unsubscribed. The browser's own APIs are the edge, so they are stood in for here;
// the subscription's round trip to the server is the server's tests (push-routes.test.ts).
import { afterEach, expect, test, vi } from 'vitest';
import { disablePush, enablePush } from './push-subscription.ts';

type Permission = 'default' | 'granted' | 'denied';

/** A browser with push: its Notification permission and answer, and what was asked of it. */
function browserWithPush(permission: Permission, answer = permission, withPushApi = true) {
  const asked = { permission: 0, registration: 0, subscribe: 0 };
  // Only the static side of each is used: whether it is there, the permission and the prompt.
  if (withPushApi) vi.stubGlobal('PushManager', {});
  vi.stubGlobal('Notification', {
    permission,
    requestPermission: async () => {
      asked.permission += 1;
      return answer;
    },
  });
  const registration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        asked.subscribe += 1;
        throw new Error('not in these tests');
      },
    },
  };
  const serviceWorker = {
    getRegistration: async () => {
      asked.registration += 1;
      return registration;
    },
    ready: Promise.resolve(registration),
  };
  vi.stubGlobal('navigator', Object.create(navigator, { serviceWorker: { value: serviceWorker } }));
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a browser without push is unsupported, and nothing is asked', async () => {
  expect(await enablePush()).toBe('unsupported');
  await expect(disablePush()).resolves.toBeUndefined();
});

test('a browser without the Push API is unsupported before any permission is asked', async () => {
  const asked = browserWithPush('default', 'granted', false);
  expect(await enablePush()).toBe('unsupported');
  expect(asked.permission).toBe(0);
});

test('permission is asked when push is turned on; refused, nothing is subscribed', async () => {
  const asked = browserWithPush('default', 'denied');
  expect(await enablePush()).toBe('denied');
  expect(asked).toEqual({ permission: 1, registration: 0, subscribe: 0 });
});

test('a prompt dismissed is a refusal for now', async () => {
  const asked = browserWithPush('default', 'default');
  expect(await enablePush()).toBe('denied');
  expect(asked.subscribe).toBe(0);
});

test('a refusal made before stands: no prompt, no subscription', async () => {
  const asked = browserWithPush('denied');
  expect(await enablePush()).toBe('denied');
  expect(asked).toEqual({ permission: 0, registration: 0, subscribe: 0 });
});
