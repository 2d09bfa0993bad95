import { describe, expect, test } from 'vitest';
import { formatClock } from './header-clock.tsx';

describe('formatClock', () => {
  test('shows hours and minutes as HH:mm, padded', () => {
    expect(formatClock(new Date(2026, 0, 1, 7, 5, 59))).toBe('07:05');
    expect(formatClock(new Date(2026, 0, 1, 23, 59))).toBe('23:59');
    expect(formatClock(new Date(2026, 0, 1, 0, 0))).toBe('00:00');
  });
});
