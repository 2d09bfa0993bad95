// The timeline through the whole app: one feed of the owner's own vehicle, newest first, from
// every area's records, paged by `before`; a new odometer reading joins it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TimelineItem } from '@ignite/domain/timeline/timeline-api';
import type { Session } from '@ignite/domain/session';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { signIn } from '../../../test/sessions.ts';

type Feed = { items: TimelineItem[]; hasMore: boolean };

let t: TestApp;
let owner: Session;
let other: Session;
const vehicleOf = (s: Session) => s.user.activeVehicle?.vehicleId ?? '';
const feed = (s: Session, query: string) =>
  call<Feed>(t.app, {
    method: 'GET',
    url: `/api/vehicle/timeline?${query}`,
    headers: { authorization: `Bearer ${s.tokens.accessToken}` },
  });

beforeAll(async () => {
  t = await startTestApp();
  owner = await signIn(t.app);
  other = await signIn(t.app, 'protect@demo.ignite');
});
afterAll(() => t.close());

describe('GET /api/vehicle/timeline', () => {
  test('every area’s records, newest first', async () => {
    const { statusCode, body } = await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=100`);
    expect(statusCode).toBe(200);
    const items = body.data.items;
    const times = items.map((i) => Date.parse(i.utcDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const kinds = new Set(items.map((i) => i.kind));
    for (const kind of [
      'service',
      'condition',
      'odometer',
      'booking',
      'scan',
      'carePlan',
      'purchase',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const scan = items.find((i) => i.kind === 'scan' && i.description?.includes('P0171'));
    expect(scan?.link).toMatch(/^\/my-garage\/scan-event\/[0-9a-f-]+\/error-details$/);
  });

  test('each job is told once, not once per area that keeps a record of it', async () => {
    // The tyre replacement has a completed booking, a service-log entry and a history item;
    // the 30,000 km service a closed booking, an entry and a history item; the 15,000 and
    // 45,000 km services an entry and a history item each.
    const { body } = await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=100`);
    const about = (words: RegExp) => body.data.items.filter((i) => words.test(i.title));
    expect(about(/tyre/i).map((i) => i.title)).toEqual([
      'Tyre replacement (4 x Bridgestone Alenza)',
      'Tyre Repair claimed',
    ]);
    for (const service of [/^15,000 km/, /^30,000 km/, /^45,000 km/]) {
      expect(about(service), String(service)).toHaveLength(1);
      expect(about(service)[0]?.link).toBe('/my-garage/digital-service-log');
    }
    // The booking still to come stays: it is not a job done yet.
    expect(about(/^60,000 km/)).toHaveLength(1);
  });

  test('paging never tells a job twice nor leaves one out', async () => {
    const all = (await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=100`)).body.data.items;
    const paged: TimelineItem[] = [];
    let before = '';
    for (let pages = 0; pages < 20; pages++) {
      const query = `vehicleId=${vehicleOf(owner)}&limit=4${before ? `&before=${encodeURIComponent(before)}` : ''}`;
      const { body } = await feed(owner, query);
      paged.push(...body.data.items);
      if (!body.data.hasMore) break;
      before = body.data.items.at(-1)?.utcDate ?? '';
    }
    expect(paged.map((i) => i.id)).toEqual(all.map((i) => i.id));
  });

  test('pages back with before, and says when there is more', async () => {
    const first = await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=5`);
    expect(first.body.data.items).toHaveLength(5);
    expect(first.body.data.hasMore).toBe(true);
    const oldest = first.body.data.items.at(-1)?.utcDate ?? '';
    const next = await feed(
      owner,
      `vehicleId=${vehicleOf(owner)}&limit=5&before=${encodeURIComponent(oldest)}`,
    );
    for (const item of next.body.data.items) {
      expect(Date.parse(item.utcDate)).toBeLessThan(Date.parse(oldest));
    }
    const ids = new Set(first.body.data.items.map((i) => i.id));
    expect(next.body.data.items.some((i) => ids.has(i.id))).toBe(false);
  });

  test('another owner’s vehicle is not found; bad paging is a 400', async () => {
    expect((await feed(other, `vehicleId=${vehicleOf(owner)}`)).statusCode).toBe(404);
    const bad = await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.messages).toEqual(['limit must be a whole number from 1 to 100']);
    expect((await feed(owner, `vehicleId=${vehicleOf(owner)}&before=yesterday`)).statusCode).toBe(
      400,
    );
  });

  test('a new odometer reading joins the timeline', async () => {
    const { statusCode } = await call(t.app, {
      method: 'PUT',
      url: '/api/vehicle/odometer',
      headers: { authorization: `Bearer ${owner.tokens.accessToken}` },
      payload: { vehicleId: vehicleOf(owner), odometer: 57_900 },
    });
    expect(statusCode).toBe(200);
    // Bookings still to come sit above it: the feed is by date, and their dates are ahead. (A
    // page holds whole days only, so it is asked for with room for today.)
    const { body } = await feed(owner, `vehicleId=${vehicleOf(owner)}&limit=10`);
    const past = body.data.items.filter((i) => Date.parse(i.utcDate) <= t.clock.now().getTime());
    expect(past[0]).toMatchObject({
      kind: 'odometer',
      title: 'Odometer updated',
      description: '57,900 km',
    });
  });
});
