import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForPath } from './helpers.ts';
import { useAppSuite } from './suite.ts';

// The booking wizard at 390x844: a visitor runs the spec's stub wizard to Return; owner@ finds
// the booked service saying when, leaves the wizard with Back, keeps the choices through a
// reload, reviews before Book, and then moves and cancels a booking from the garage.
const app = useAppSuite();

describe('the booking wizard', () => {
  test('the anonymous wizard: Back disabled first, Book on the 4th step, busy, then only Return', async () => {
    const { page, problems, close } = await app.openPhone();
    await page.goto('/booking');
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    const back = page.getByRole('button', { name: 'Back' });
    expect(await back.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    for (let step = 0; step < 3; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect(await back.isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('button', { name: 'Booking…' }).waitFor();
    const returnLink = page.getByRole('link', { name: 'Return' });
    await returnLink.waitFor();
    expect(await page.getByRole('button', { name: /Back|Next|Book/ }).count()).toBe(0);
    expect(await returnLink.getAttribute('href')).toBe('/my-garage?p=bookings');
    expect(problems).toEqual([]);
    await close();
  });

  test('owner@: the booked service says when; Back leaves; a reload keeps the choices; review, then Book', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page
      .getByRole('region', { name: 'Condition monitors' })
      .getByRole('listitem', { name: 'Service', exact: true })
      .getByRole('link')
      .first()
      .click();
    // The seeded service is booked: the item says when instead of offering a second booking.
    const bookedFor = page.getByRole('link', { name: /^Booked for / });
    await bookedFor.waitFor();
    expect(await page.getByRole('link', { name: 'Book this in' }).count()).toBe(0);
    expect(await bookedFor.textContent()).toMatch(/8:30\s?am/i);
    await bookedFor.click();
    await waitForPath(page, '/my-garage');
    expect(new URL(page.url()).searchParams.get('p')).toBe('bookings');
    await page.getByText('60,000 km logbook service').waitFor();

    // After hours the concierge's Book a service page points to the app's booking too; Back on
    // the wizard's first step goes back there.
    await page.goto('/my-garage/concierge/maintenance/book-service');
    const bookInApp = page.getByRole('link', { name: 'Book it in the app' });
    await bookInApp.click();
    await waitForPath(page, '/booking');
    await page.getByRole('heading', { name: 'Book Appointment' }).waitFor();
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForPath(page, '/my-garage/concierge/maintenance/book-service');

    await bookInApp.click();
    await waitForPath(page, '/booking');
    await page.getByRole('radio', { name: /Something else/ }).check();
    await page.getByLabel('What should the workshop look at?').fill('Rattle from the boot');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-what.png');
    await page.getByRole('button', { name: 'Next' }).click();
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    const time = page.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false });
    const chosenTime = (await time.first().textContent()) ?? '';
    await time.first().click();
    await next.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-when.png');
    await next.click();
    await page.getByRole('radio', { name: /Pick it up and bring it back/ }).check();

    // A reload keeps the step and the choices.
    await page.reload();
    const pickup = page.getByRole('radio', { name: /Pick it up and bring it back/ });
    await pickup.waitFor();
    expect(await pickup.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Mobile').fill('0412 000 111');
    expect(await page.getByRole('button', { name: 'Book' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();

    // Review: everything the booking will say, and Book on it.
    await page.getByRole('heading', { name: 'Check your booking' }).waitFor();
    await page.getByText('“Rattle from the boot”').waitFor();
    await page.getByText(chosenTime, { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-review.png');
    await page.getByRole('button', { name: 'Book' }).click();

    await page.getByRole('status').getByText('You’re booked in').waitFor();
    await page.getByText('Rattle from the boot').waitFor();
    await page.reload();
    await page.getByRole('status').getByText('You’re booked in').waitFor();
    await page.getByText(chosenTime, { exact: false }).first().waitFor();
    await screenshot(page, 'booking-booked.png');
    // The booking as a calendar file, fetched with the session and saved.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('booking.ics');
    const ics = await readFile((await download.path()) ?? '', 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    await page.getByRole('link', { name: 'Return' }).click();
    await waitForPath(page, '/my-garage');
    expect(new URL(page.url()).searchParams.get('p')).toBe('bookings');
    await page.getByText('“Rattle from the boot”').waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test('owner@ moves a booking, then cancels it', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    await page.goto('/my-garage?p=bookings');
    await page.getByRole('link', { name: 'Move 60,000 km logbook service' }).click();
    await page.getByRole('heading', { name: 'Move booking' }).waitFor();
    await page.getByRole('group', { name: 'Day' }).getByRole('button').nth(2).click();
    const time = page.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false });
    const chosenTime = (await time.nth(1).textContent()) ?? '';
    await time.nth(1).click();
    const move = page.getByRole('button', { name: 'Move booking' });
    await move.evaluate((element) => Promise.all(element.getAnimations().map((a) => a.finished)));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'booking-move.png');
    await move.click();
    await page.getByRole('status').getByText('You’re booked in').waitFor();
    await page.getByText(chosenTime, { exact: false }).first().waitFor();
    await page.getByRole('link', { name: 'Return' }).click();
    await waitForPath(page, '/my-garage');

    await page.getByRole('button', { name: 'Cancel 60,000 km logbook service' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Your booking is cancelled. The workshop has been told.').waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(
      await page.getByRole('button', { name: 'Cancel 60,000 km logbook service' }).count(),
    ).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });
});
