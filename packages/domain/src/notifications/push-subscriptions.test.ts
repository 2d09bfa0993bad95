import { expect, test } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_USER, subscriptionsOverLimit } from './push-subscriptions.ts';

const saved = (id: string, minute: number) => ({
  id,
  savedAt: new Date(Date.UTC(2026, 10, 25, 10, minute)),
});
const browsers = (count: number) => Array.from({ length: count }, (_, i) => saved(`b${i}`, i));

test('an owner keeps ten browsers', () => {
  expect(PUSH_SUBSCRIPTIONS_PER_USER).toBe(10);
});

test('up to the limit, nothing is dropped', () => {
  expect(subscriptionsOverLimit([])).toEqual([]);
  expect(subscriptionsOverLimit(browsers(10))).toEqual([]);
});

test('past the limit, the oldest saved are dropped, whatever order they come in', () => {
  const eleven = browsers(11);
  expect(subscriptionsOverLimit(eleven).map((s) => s.id)).toEqual(['b0']);
  expect(subscriptionsOverLimit([...eleven].reverse()).map((s) => s.id)).toEqual(['b0']);
  expect(subscriptionsOverLimit(browsers(13)).map((s) => s.id)).toEqual(['b2', 'b1', 'b0']);
});

test('a smaller limit keeps the newest that many', () => {
  expect(subscriptionsOverLimit(browsers(3), 1).map((s) => s.id)).toEqual(['b1', 'b0']);
  expect(subscriptionsOverLimit(browsers(2), 0).map((s) => s.id)).toEqual(['b1', 'b0']);
});

test('of two saved at the same instant, the greater id is kept', () => {
  const same = [saved('a', 5), saved('c', 5), saved('b', 5)];
  expect(subscriptionsOverLimit(same, 2).map((s) => s.id)).toEqual(['a']);
});
