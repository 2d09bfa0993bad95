import { describe, expect, it } from 'vitest';
import { appointmentCalendarParamsSchema, webcalUrl } from './calendar-api.ts';

describe('webcalUrl', () => {
  it('swaps the scheme, http or https, and keeps the rest', () => {
    expect(webcalUrl('https://app.example/api/calendar/abc.ics')).toBe(
      'webcal://app.example/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://localhost:3000/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3000/api/calendar/abc.ics',
    );
    expect(webcalUrl('HTTPS://app.example/a.ics')).toBe('webcal://app.example/a.ics');
  });

  it('changes only a leading scheme', () => {
    expect(webcalUrl('webcal://app.example/a.ics')).toBe('webcal://app.example/a.ics');
    expect(webcalUrl('https://app.example/?next=https://x')).toBe(
      'webcal://app.example/?next=https://x',
    );
  });
});

describe('appointmentCalendarParamsSchema', () => {
  it('takes a UUID in any case, read in lower case; refuses anything else with the reason', () => {
    const id = '0A5850F8-7E28-439F-B00C-604A54777633';
    expect(appointmentCalendarParamsSchema.parse({ appointmentId: id })).toEqual({
      appointmentId: id.toLowerCase(),
    });
    const bad = appointmentCalendarParamsSchema.safeParse({ appointmentId: 'calendar' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['appointmentId must be a UUID']);
  });
});
