import { expect, test } from 'vitest';
import { historyKind, mergeNewestFirst, type TimelineItem } from './timeline-api.ts';

const item = (id: string, utcDate: string): TimelineItem => ({
  id,
  kind: 'service',
  title: id,
  description: null,
  utcDate,
  link: null,
});

test('feeds merge newest first, cut at the limit, ties in a stable order', () => {
  const merged = mergeNewestFirst(
    [
      [item('b', '2026-11-20T00:00:00Z'), item('a', '2026-10-01T00:00:00Z')],
      [item('d', '2026-11-20T00:00:00Z'), item('c', '2026-11-01T00:00:00Z')],
    ],
    3,
  );
  expect(merged.map((i) => i.id)).toEqual(['b', 'd', 'c']);
});

test('a history item’s kind follows its type', () => {
  expect(historyKind('Service')).toBe('service');
  expect(historyKind('Odometer')).toBe('odometer');
  expect(historyKind('Purchase')).toBe('purchase');
  expect(historyKind('Brakes')).toBe('condition');
});
