import { expect, test } from 'vitest';
import { historyKind } from './timeline-api.ts';

test('a history item’s kind follows its type', () => {
  expect(historyKind('Service')).toBe('service');
  expect(historyKind('Odometer')).toBe('odometer');
  expect(historyKind('Purchase')).toBe('purchase');
  expect(historyKind('Brakes')).toBe('condition');
});
