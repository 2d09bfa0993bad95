import { describe, expect, test } from 'vitest';
import { AppointmentState, AppointmentType } from '../garage/enums.ts';
import {
  oneItemPerEvent,
  type TimelineEntry,
  type TimelineSource,
  timelinePage,
} from './one-item-per-event.ts';

const entry = (id: string, utcDate: string, source: TimelineSource): TimelineEntry => ({
  item: { id, kind: 'service', title: id, description: null, utcDate, link: null },
  source,
});
const log = (id: string, at: string) => entry(id, at, { from: 'serviceLog' });
const history = (id: string, at: string, type: string) => entry(id, at, { from: 'history', type });
const booking = (id: string, at: string, appointmentType: number, appointmentState: number) =>
  entry(id, at, { from: 'booking', appointmentType, appointmentState });
const ids = (entries: readonly { id: string }[]) => entries.map((e) => e.id);

const { Completed, Closed, Booked, Cancelled } = AppointmentState;
const DAY = '2026-08-01T06:00:00.000Z';
const LATER_THAT_DAY = '2026-08-01T09:30:00.000Z';

describe('one event, one item', () => {
  test('a tyre job told by its booking, the workshop’s entry and the history is the entry', () => {
    const items = oneItemPerEvent([
      booking('booking', DAY, AppointmentType.TyreReplacement, Completed),
      log('log', LATER_THAT_DAY),
      history('tyres', DAY, 'Tyres'),
    ]);
    expect(ids(items)).toEqual(['log']);
  });

  test('a service in the log and marked done in the history is the log’s entry', () => {
    expect(ids(oneItemPerEvent([history('done', DAY, 'Service'), log('log', DAY)]))).toEqual([
      'log',
    ]);
  });

  test('a closed service booking folds in as a completed one does', () => {
    const items = oneItemPerEvent([
      booking('booking', DAY, AppointmentType.Service, Booked | Completed | Closed),
      log('log', DAY),
      history('done', DAY, 'Service'),
    ]);
    expect(ids(items)).toEqual(['log']);
  });

  test('with no entry in the log, the completed booking tells the job', () => {
    const items = oneItemPerEvent([
      booking('booking', DAY, AppointmentType.BatteryReplacement, Completed),
      history('battery', DAY, 'Battery'),
    ]);
    expect(ids(items)).toEqual(['booking']);
  });

  test('other work the same day stays: brakes done at a tyre job are news of their own', () => {
    const items = oneItemPerEvent([
      booking('booking', DAY, AppointmentType.TyreReplacement, Completed),
      log('log', DAY),
      history('brakes', DAY, 'Brakes'),
      history('odometer', DAY, 'Odometer'),
    ]);
    expect(ids(items).sort()).toEqual(['brakes', 'log', 'odometer']);
  });

  test('a booking not done, or a job on another day, is its own item', () => {
    const items = oneItemPerEvent([
      booking('cancelled', DAY, AppointmentType.Service, Booked | Cancelled),
      booking('booked', DAY, AppointmentType.Service, Booked),
      log('log', '2026-08-02T06:00:00.000Z'),
      history('done', DAY, 'Service'),
    ]);
    expect(ids(items).sort()).toEqual(['booked', 'cancelled', 'done', 'log']);
  });

  test('the history’s note of a scan folds into the scan; another at another time stays', () => {
    const items = oneItemPerEvent([
      entry('scan', DAY, { from: 'scan' }),
      history('noted', DAY, 'Battery'),
      history('recovered', LATER_THAT_DAY, 'Battery'),
    ]);
    expect(ids(items)).toEqual(['recovered', 'scan']);
  });
});

describe('a page of whole days', () => {
  const other = (id: string, at: string) => entry(id, at, { from: 'other' });

  test('the day the page would cut is left to the next page whole', () => {
    const page = timelinePage(
      [
        other('a', '2026-08-03T00:00:00.000Z'),
        log('log', '2026-08-01T10:00:00.000Z'),
        history('done', '2026-08-01T08:00:00.000Z', 'Service'),
      ],
      2,
    );
    expect(page).toEqual({ items: [expect.objectContaining({ id: 'a' })], hasMore: true });
    const next = timelinePage(
      [
        log('log', '2026-08-01T10:00:00.000Z'),
        history('done', '2026-08-01T08:00:00.000Z', 'Service'),
      ],
      2,
    );
    expect(next).toEqual({ items: [expect.objectContaining({ id: 'log' })], hasMore: false });
  });

  test('one day of more than a page is cut at the page’s size', () => {
    const day = ['01', '02', '03'].map((h) => other(h, `2026-08-01T${h}:00:00.000Z`));
    expect(timelinePage(day, 2)).toEqual({
      items: [expect.objectContaining({ id: '03' }), expect.objectContaining({ id: '02' })],
      hasMore: true,
    });
  });

  test('newest first, ties in a stable order', () => {
    const page = timelinePage(
      [other('b', DAY), other('a', '2026-07-01T00:00:00.000Z'), other('c', DAY)],
      5,
    );
    expect(ids(page.items)).toEqual(['b', 'c', 'a']);
    expect(page.hasMore).toBe(false);
  });
});
