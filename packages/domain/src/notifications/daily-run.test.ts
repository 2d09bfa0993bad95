import { describe, expect, it } from 'vitest';
import { dailyRunDue } from './daily-run.ts';

const schedule = { hour: 9, timeZone: 'Australia/Sydney' };
const sydney = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+11:00`);

describe('dailyRunDue', () => {
  it('is due from the hour on, not a minute before', () => {
    expect(dailyRunDue(sydney('2026-11-27', '08:59'), schedule, '2026-11-26')).toBeNull();
    expect(dailyRunDue(sydney('2026-11-27', '09:00'), schedule, '2026-11-26')).toBe('2026-11-27');
    expect(dailyRunDue(sydney('2026-11-27', '23:59'), schedule, null)).toBe('2026-11-27');
  });

  it('runs once a day: not again once the day is done', () => {
    expect(dailyRunDue(sydney('2026-11-27', '15:00'), schedule, '2026-11-27')).toBeNull();
    expect(dailyRunDue(sydney('2026-11-28', '09:00'), schedule, '2026-11-27')).toBe('2026-11-28');
  });

  it('makes up days it missed at the first chance', () => {
    expect(dailyRunDue(sydney('2026-11-27', '10:00'), schedule, '2026-11-20')).toBe('2026-11-27');
  });

  it('counts the day and hour in the schedule’s zone', () => {
    // 23:00 UTC on the 26th is 10:00 on the 27th in Sydney.
    expect(dailyRunDue(new Date('2026-11-26T23:00:00Z'), schedule, '2026-11-26')).toBe(
      '2026-11-27',
    );
  });
});
