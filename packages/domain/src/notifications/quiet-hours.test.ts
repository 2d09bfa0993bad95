import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from './quiet-hours.ts';

const SYDNEY = 'Australia/Sydney';
// 27 Nov 2026 is summer time in Sydney: UTC+11.
const sydney = (hhmm: string) => new Date(`2026-11-27T${hhmm}:00+11:00`);
const overnight = { quietFrom: '21:00', quietTo: '07:00' };

describe('quietHoursEnd', () => {
  it('is null without quiet hours', () => {
    expect(quietHoursEnd(sydney('23:00'), { quietFrom: null, quietTo: null }, SYDNEY)).toBeNull();
  });

  it('holds a span that crosses midnight: from its first minute to just before its end', () => {
    expect(quietHoursEnd(sydney('20:59'), overnight, SYDNEY)).toBeNull();
    expect(quietHoursEnd(sydney('21:00'), overnight, SYDNEY)).toEqual(
      new Date('2026-11-28T07:00:00+11:00'),
    );
    expect(quietHoursEnd(sydney('06:59'), overnight, SYDNEY)).toEqual(sydney('07:00'));
    expect(quietHoursEnd(sydney('07:00'), overnight, SYDNEY)).toBeNull();
  });

  it('holds a span within one day', () => {
    const lunch = { quietFrom: '12:00', quietTo: '13:30' };
    expect(quietHoursEnd(sydney('11:59'), lunch, SYDNEY)).toBeNull();
    expect(quietHoursEnd(sydney('12:45'), lunch, SYDNEY)).toEqual(sydney('13:30'));
    expect(quietHoursEnd(sydney('13:30'), lunch, SYDNEY)).toBeNull();
  });

  it('reads the hours in the given zone, not the machine’s or UTC', () => {
    // 22:00 in Sydney is 11:00 UTC: quiet in Sydney, not in UTC.
    const at = sydney('22:00');
    expect(quietHoursEnd(at, overnight, SYDNEY)).not.toBeNull();
    expect(quietHoursEnd(at, overnight, 'UTC')).toBeNull();
  });

  it('ends at the minute, dropping the seconds already past', () => {
    const at = new Date('2026-11-27T06:59:42+11:00');
    expect(quietHoursEnd(at, overnight, SYDNEY)).toEqual(sydney('07:00'));
  });
});
