// Where a push notification goes: to each browser the user subscribed, through that browser's
// push service, encrypted to the browser's keys (RFC 8291) and signed with the server's VAPID
// key (RFC 8292). The outbox knows nothing of subscriptions or keys: the wiring hands it a
// PushTargets, kept by the notifications module.
//
// `web-push` builds each request (the encryption and the VAPID header); fetch sends it. The
// library's own sendNotification speaks https only, which every push service does, but the
// tests' local push service is plain http on 127.0.0.1, and fetch takes either.
import { createHash } from 'node:crypto';
import webPush from 'web-push';
import { pushReminderOf } from '@ignite/domain/notifications/push-reminder';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type VapidDetails = { subject: string; publicKey: string; privateKey: string };

/** What the push sender needs of the rest of the server. */
export type PushTargets = {
  /** The server's VAPID key pair and contact (created at first start). */
  vapid(): Promise<VapidDetails>;
  /** Every browser the user subscribed. */
  subscriptionsOf(userId: string): Promise<PushTarget[]>;
  /** A subscription the push service says is gone (404, 410): it will never deliver again. */
  forget(endpoint: string): Promise<void>;
};

export type OutgoingPush = {
  /** Every browser of this user gets it. */
  userId: string;
  /** The notification's JSON (a PushReminder), as the service worker reads it. */
  payload: string;
};

export type PushSender = {
  /** Resolves when every browser took it or is gone; rejects when one should be tried again. */
  send(push: OutgoingPush): Promise<void>;
};

/** A reminder a phone was off for a day is stale: the next day's run sends it again if due. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this is a failed try (retried later). */
const PUSH_TIMEOUT_MS = 10_000;
/** The push service's word for "this subscription is gone for good". */
const GONE = new Set([404, 410]);

/**
 * The Topic header (RFC 8030, 5.4): a message with the topic of one still waiting in the push
 * service replaces it, so a resent reminder is not shown twice. At most 32 base64url
 * characters, so the reminder's tag is hashed into it.
 */
export function pushTopic(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

export function webPushSender(targets: PushTargets): PushSender {
  async function deliver(target: PushTarget, payload: string, topic: string, vapid: VapidDetails) {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails: vapid, TTL: TTL_SECONDS, topic, urgency: 'normal' },
    );
    const answer = await fetch(details.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
      ),
      body: details.body === null ? undefined : new Uint8Array(details.body),
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await answer.body?.cancel();
    if (answer.ok) return;
    if (GONE.has(answer.status)) {
      await targets.forget(target.endpoint);
      return;
    }
    throw new Error(`push service answered ${answer.status} (${new URL(target.endpoint).host})`);
  }

  return {
    async send(push) {
      // A payload that is not a reminder is a bug of whoever queued it: it fails, loudly.
      const reminder = pushReminderOf(JSON.parse(push.payload));
      if (reminder === null) throw new Error('the push payload is not a reminder');
      const subscriptions = await targets.subscriptionsOf(push.userId);
      if (subscriptions.length === 0) return;
      const vapid = await targets.vapid();
      const topic = pushTopic(reminder.tag);
      // Every browser is tried; one that failed makes the message be tried again, browsers
      // that took it included: their push service replaces a copy still waiting by its topic,
      // and their service worker shows it under the reminder's tag, replacing the one shown.
      const results = await Promise.allSettled(
        subscriptions.map((target) => deliver(target, push.payload, topic, vapid)),
      );
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
      if (failures.length > 0) {
        const reasons = failures.map((f) => (f instanceof Error ? f.message : String(f)));
        throw new Error(
          `push to ${failures.length} of ${subscriptions.length} browsers failed: ${reasons.join('; ')}`,
        );
      }
    },
  };
}
