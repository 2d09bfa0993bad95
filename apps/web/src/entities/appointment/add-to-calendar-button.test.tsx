import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CALENDAR_MESSAGES } from '@ignite/domain/notifications/calendar-api';
import { clearToasts } from '@/shared/toast/toast-store.ts';
import { Toaster } from '@/shared/toast/toaster.tsx';
import { renderInRouter } from '@test/render-in-router.tsx';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';

const APPOINTMENT = 'bd93a86c-7d26-431b-a1dc-2ea7499af4e4';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

/** The server at the edge: the booking's calendar, or a 404 in the result shape. */
function stubServer(found: boolean) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    sent.push(new URL(String(input)).pathname);
    return found
      ? new Response(ICS, { headers: { 'content-type': 'text/calendar; charset=utf-8' } })
      : Response.json(
          {
            success: false,
            status: 404,
            data: null,
            messages: [CALENDAR_MESSAGES.appointmentNotFound],
          },
          { status: 404 },
        );
  });
  return sent;
}

/** The browser's save at the edge: the link clicked, with its name and what it points at. */
function watchSaves() {
  const saves: { filename: string; text: Promise<string> }[] = [];
  const files = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    const url = `blob:test/${files.size}`;
    if (blob instanceof Blob) files.set(url, blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void files.delete(url));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.getAttribute('href') ?? '');
    saves.push({ filename: this.download, text: file?.text() ?? Promise.resolve('') });
  });
  return saves;
}

afterEach(() => {
  clearToasts();
  vi.restoreAllMocks();
});

describe('Add to calendar', () => {
  test('fetches the booking’s calendar with the session and saves it as booking.ics', async () => {
    const sent = stubServer(true);
    const saves = watchSaves();
    const { user } = renderInRouter(<AddToCalendarButton appointmentId={APPOINTMENT} />);

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));

    await vi.waitFor(() => expect(saves).toHaveLength(1));
    expect(sent).toEqual([`/api/appointments/${APPOINTMENT}/calendar.ics`]);
    expect(saves[0]?.filename).toBe('booking.ics');
    expect(await saves[0]?.text).toBe(ICS);
  });

  test('a refusal saves nothing and says why', async () => {
    stubServer(false);
    const saves = watchSaves();
    const { user } = renderInRouter(
      <>
        <AddToCalendarButton appointmentId={APPOINTMENT} />
        <Toaster />
      </>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText(CALENDAR_MESSAGES.appointmentNotFound)).toBeTruthy();
    expect(saves).toEqual([]);
  });
});
