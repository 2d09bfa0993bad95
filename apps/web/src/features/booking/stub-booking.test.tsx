import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BOOKING_MIN_BUSY_MS } from '@ignite/domain/booking/wizard';
import { renderInRouter } from '@test/render-in-router.tsx';
import { StubBooking } from './stub-booking.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('the stub wizard (spec part 3 sections 4 and 9)', () => {
  test('Book stays busy for 2 seconds, navigation disabled, then only Return shows', async () => {
    vi.useFakeTimers();
    const { user } = renderInRouter(<StubBooking />, {
      userEvent: { advanceTimers: vi.advanceTimersByTime },
    });
    const back = () => screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement;
    expect(back().disabled).toBe(true);
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(back().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    const busy = screen.getByRole('button', { name: 'Booking…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(back().disabled).toBe(true);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(BOOKING_MIN_BUSY_MS - 10);
    });
    expect(screen.getByRole('button', { name: 'Booking…' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe(
      '/my-garage?p=bookings',
    );
    expect(screen.queryByRole('button', { name: /Back|Next|Book/ })).toBeNull();
  });
});
