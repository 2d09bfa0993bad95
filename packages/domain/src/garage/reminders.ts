// The reminder choices on a care-plan item (spec part 2 section 4). Every chosen date is set
// at noon, 12 hours after the start of its day in the owner's zone (an offset in minutes east
// of UTC, default UTC): noon stays on the chosen day in every zone within +/-12 hours, so the
// date never slips to the day before when shown elsewhere.
import { addDays, addMonths, atNoon, type Day, dayOf } from './day.ts';

export const REMINDER_MONTH_RANGE = 24;
export const PAST_MONTHS_SHOWN_FIRST = 12;

export type MonthChoice = { year: number; month: number; date: Date; disabled: boolean };

/**
 * Monthly with no data: "when was it last done?" The past 24 months, this month first, then
 * back; 12 are shown first and Show More reveals the rest. A month's date is today's day of the
 * month (clamped to the month's length), so this month means today and older months read as
 * whole months ago.
 */
export function pastMonthChoices(
  now: Date,
  utcOffsetMinutes = 0,
): { choices: MonthChoice[]; shownFirst: number } {
  const today = dayOf(now, utcOffsetMinutes);
  const choices = Array.from({ length: REMINDER_MONTH_RANGE }, (_, index) => {
    const day = addMonths(today, -index);
    return {
      year: day.year,
      month: day.month,
      date: atNoon(day, utcOffsetMinutes),
      disabled: false,
    };
  });
  return { choices, shownFirst: PAST_MONTHS_SHOWN_FIRST };
}

/**
 * Monthly with data: "when is it next due?" The 24 months from this one (a range
 * from January would leave most tiles disabled). Each month's date falls on `dayOfMonth` (the day
 * the reminder is set on now, else today's; clamped to the month's length) so choosing a month
 * never silently moves the day. In this month a day already past (or today, which would be
 * overdue at once) becomes tomorrow, the default next reminder.
 */
export function futureMonthChoices(
  now: Date,
  utcOffsetMinutes = 0,
  dayOfMonth?: number,
): MonthChoice[] {
  const today = dayOf(now, utcOffsetMinutes);
  const preferred: Day = { ...today, day: dayOfMonth ?? today.day };
  return Array.from({ length: REMINDER_MONTH_RANGE }, (_, index) => {
    const day = addMonths(preferred, index);
    const chosen = index === 0 && day.day <= today.day ? addDays(today, 1) : day;
    return {
      year: day.year,
      month: day.month,
      date: atNoon(chosen, utcOffsetMinutes),
      disabled: false,
    };
  });
}

export const WEEKLY_REMINDER_CHOICES = [
  { weeks: 1, label: 'Next week' },
  { weeks: 2, label: 'In 2 weeks' },
  { weeks: 4, label: 'In 4 weeks' },
  { weeks: 6, label: 'In 6 weeks' },
  { weeks: 8, label: 'In 2 months' },
  { weeks: 12, label: 'In 3 months' },
] as const;

export type WeeklyChoice = { weeks: number; label: string; date: Date };

/** Weekly: 1, 2, 4, 6, 8 or 12 weeks from today, at noon. */
export function weeklyChoices(now: Date, utcOffsetMinutes = 0): WeeklyChoice[] {
  const today = dayOf(now, utcOffsetMinutes);
  return WEEKLY_REMINDER_CHOICES.map(({ weeks, label }) => ({
    weeks,
    label,
    date: atNoon(addDays(today, weeks * 7), utcOffsetMinutes),
  }));
}

/** Date: the calendar's minimum is today. */
export function minimumReminderDay(now: Date, utcOffsetMinutes = 0): Day {
  return dayOf(now, utcOffsetMinutes);
}

/** Date: the chosen calendar day, set at noon. */
export function reminderDateFor(day: Day, utcOffsetMinutes = 0): Date {
  return atNoon(day, utcOffsetMinutes);
}

/** The default next reminder is tomorrow (at noon, like every chosen date). */
export function defaultNextReminder(now: Date, utcOffsetMinutes = 0): Date {
  return atNoon(addDays(dayOf(now, utcOffsetMinutes), 1), utcOffsetMinutes);
}

export const REMINDER_CONFIRMATIONS = {
  isThisOk: 'Is this OK?',
  isThisCorrect: 'Is this correct?',
} as const;
