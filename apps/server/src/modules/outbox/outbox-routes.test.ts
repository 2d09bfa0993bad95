// The demo outbox as /debug/outbox reads it: the emails to one person and the texts, each on
// its own channel, newest first; never a push, which is a browser's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { enqueueMessage } from './outbox-repository.ts';

type Listed = { messages: { channel: string; to: string; body: string }[] };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demoMode: true });
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9, minutes));
  const queue = (key: string, channel: 'sms' | 'email' | 'push', to: string, minutes: number) =>
    enqueueMessage(t.db, {
      idempotencyKey: `outbox-routes:${key}`,
      channel,
      to,
      subject: channel === 'email' ? key : null,
      body: key,
      attachments: [],
      nextAttemptAt: at(minutes),
    });
  await queue('first text', 'sms', '+61400000001', 1);
  await queue('email to owner', 'email', 'owner@demo.ignite', 2);
  await queue('email to someone else', 'email', 'someone@example.com', 3);
  await queue('push', 'push', 'owner-browser', 4);
  await queue('second text', 'sms', '+61400000002', 5);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const { statusCode, body } = await call<Listed>(t.app, { url: `/api/demo/outbox?${query}` });
  return { status: statusCode, bodies: body.data?.messages.map((m) => m.body) ?? [], body };
};

describe('GET /api/demo/outbox', () => {
  it('channel=sms lists every text and nothing else, newest first', async () => {
    const { status, bodies } = await list('channel=sms');
    expect(status).toBe(200);
    expect(bodies.filter((b) => b.endsWith('text'))).toEqual(['second text', 'first text']);
    expect(bodies.some((b) => b.startsWith('email') || b === 'push')).toBe(false);
  });

  it('channel=email with to lists that person’s emails only', async () => {
    const { bodies } = await list('channel=email&to=owner%40demo.ignite');
    expect(bodies).toContain('email to owner');
    expect(bodies.some((b) => b.endsWith('text') || b === 'push' || b.includes('else'))).toBe(
      false,
    );
  });

  it('without a channel, emails and texts alike, but never a push', async () => {
    const { bodies } = await list('');
    expect(bodies).toEqual(expect.arrayContaining(['first text', 'email to someone else']));
    expect(bodies).not.toContain('push');
  });

  it('a channel it does not know is refused with a message', async () => {
    const { status, body } = await list('channel=push');
    expect(status).toBe(400);
    expect(body.messages).toEqual(['channel must be sms or email']);
  });
});
