import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod/mini';
import { dateValueField } from '@ignite/domain/validation/date';
import { DATE_FIELD_MESSAGE } from '@ignite/domain/validation/messages';
import { startFakeClock } from '@test/fake-clock.ts';
import { formValues, renderForm } from '@test/render-form.tsx';
import { DateInput } from './date-input.tsx';

const schema = z.object({ nextService: dateValueField({ message: DATE_FIELD_MESSAGE }) });

function renderDate(nextService: unknown, props: Partial<Parameters<typeof DateInput>[0]> = {}) {
  const view = renderForm(
    { schema, initialValues: { nextService } },
    <DateInput name="nextService" label="Next service" {...props} />,
  );
  return { ...view, input: screen.getByRole('textbox', { name: 'Next service' }) };
}

describe('DateInput (spec part 1 section 5, date field)', () => {
  test('shows the date as DD/MM/YYYY', () => {
    const { input } = renderDate('2026-03-16');
    expect(input).toHaveProperty('value', '16/03/2026');
    expect(input.getAttribute('placeholder')).toBe('DD/MM/YYYY');
  });

  test('a date typed as DD/MM/YYYY is stored as an ISO date by default', async () => {
    const { user, input } = renderDate('');
    await user.type(input, '5/3/2027');
    expect(formValues()).toEqual({ nextService: '2027-03-05' });
    await user.tab();

    expect(input).toHaveProperty('value', '05/03/2027');
  });

  test('a date that cannot be parsed says Must be a valid date', async () => {
    const { user, input } = renderDate('');
    await user.type(input, '31/02/2026');
    await user.tab();

    expect(input).toHaveProperty('value', '31/02/2026');
    expect(screen.getByRole('textbox', { description: DATE_FIELD_MESSAGE })).toBe(input);
  });

  test('what is typed is kept, letters and all, and refused rather than dropped', async () => {
    const { user, input, onSave } = renderDate('');
    await user.type(input, '1a/03/2026');
    await user.tab();

    expect(input).toHaveProperty('value', '1a/03/2026');
    expect(input.getAttribute('maxLength')).toBeNull();
    expect(screen.getByRole('textbox', { description: DATE_FIELD_MESSAGE })).toBe(input);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
  });

  test('a Date stays a Date and a dayjs value stays a dayjs value', async () => {
    const asDate = renderDate(new Date(2026, 2, 16));
    await asDate.user.clear(asDate.input);
    await asDate.user.type(asDate.input, '20/03/2026');
    await asDate.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asDate.onSave).toHaveBeenCalledTimes(1));
    const saved = asDate.onSave.mock.calls[0]?.[0] as { nextService: unknown };
    expect(saved.nextService).toBeInstanceOf(Date);
    expect((saved.nextService as Date).toDateString()).toBe(new Date(2026, 2, 20).toDateString());
    asDate.unmount();

    const asDayjs = renderDate(dayjs('2026-03-16'));
    await asDayjs.user.clear(asDayjs.input);
    await asDayjs.user.type(asDayjs.input, '20/03/2026');
    await asDayjs.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asDayjs.onSave).toHaveBeenCalledTimes(1));
    const savedDayjs = asDayjs.onSave.mock.calls[0]?.[0] as { nextService: unknown };
    expect(dayjs.isDayjs(savedDayjs.nextService)).toBe(true);
    expect((savedDayjs.nextService as dayjs.Dayjs).format('YYYY-MM-DD')).toBe('2026-03-20');
  });

  test('the calendar opens on the chosen month, starts weeks on Monday and picks a day', async () => {
    const { user, input } = renderDate('2026-03-16');
    const opener = screen.getByRole('button', { name: 'Choose Next service from a calendar' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);

    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(within(calendar).getByText('March 2026')).toBeDefined();
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays.map((day) => day.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    const chosen = within(calendar).getByRole('button', { name: '16 March 2026' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(chosen);

    await user.click(within(calendar).getByRole('button', { name: '27 March 2026' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input).toHaveProperty('value', '27/03/2026');
    expect(formValues()).toEqual({ nextService: '2026-03-27' });
  });

  test('an empty field opens the calendar on today, marked as the current date', async () => {
    const clock = startFakeClock();
    vi.setSystemTime(new Date(2026, 6, 9, 10, 0));
    const { user } = renderForm(
      { schema, initialValues: { nextService: '' } },
      <DateInput name="nextService" label="Next service" />,
      { userEvent: clock },
    );
    await user.click(screen.getByRole('button', { name: 'Choose Next service from a calendar' }));

    const calendar = screen.getByRole('dialog', { name: 'Choose a date' });
    expect(within(calendar).getByText('July 2026')).toBeDefined();
    const today = within(calendar).getByRole('button', { name: '9 July 2026' });
    expect(today.getAttribute('aria-current')).toBe('date');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
