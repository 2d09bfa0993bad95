import { describe, expect, it } from 'vitest';
import { pushReminderOf } from './push-reminder.ts';

const reminder = {
  title: 'Tyres is due on 11 Dec',
  body: 'Tyres for…',
  path: '/my-garage',
  tag: 'v:t',
};

describe('pushReminderOf', () => {
  it('takes a reminder, and only its four parts', () => {
    expect(pushReminderOf(reminder)).toEqual(reminder);
    expect(pushReminderOf({ ...reminder, extra: 1 })).toEqual(reminder);
  });

  it('refuses anything else: no object, a missing or non-text part, a path off the app', () => {
    const junk = [null, 'text', 42, {}, { ...reminder, title: 1 }, { ...reminder, tag: undefined }];
    for (const value of junk) expect(pushReminderOf(value)).toBeNull();
    expect(pushReminderOf({ ...reminder, path: 'https://elsewhere.test/' })).toBeNull();
  });
});
