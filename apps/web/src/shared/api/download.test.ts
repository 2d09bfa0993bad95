import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentCalendar } from '@ignite/domain/contract/notifications';
import { myGarage } from '@ignite/domain/contract/garage';
import { CALENDAR_MESSAGES } from '@ignite/domain/notifications/calendar-api';
import type { Session } from '@ignite/domain/session';
import { layerForTests } from '@test/api/layer-for-tests.ts';
import { recordingFetch } from '@test/api/recording-fetch.ts';
import { signIn, startIgnite } from '@test/api/servers.ts';

// Past the 30 s access-token life the test server is configured with.
const PAST_ACCESS_TOKEN_LIFE_S = 31;

let t: Awaited<ReturnType<typeof startIgnite>>;

beforeAll(async () => {
  t = await startIgnite();
});

afterAll(() => t.close());

/** The owner's booking still to come, read through the layer as the garage page reads it. */
async function bookedAppointmentId(session: Session): Promise<string> {
  const { api } = layerForTests({ baseUrl: t.url, session });
  const { organisationConsumerId, activeVehicle } = session.user;
  const garage = await api.call(myGarage, {
    params: {
      organisationConsumerId: organisationConsumerId ?? '',
      vehicleId: activeVehicle?.vehicleId ?? '',
    },
  });
  if (!garage.success) throw new Error('no garage');
  const booked = garage.data.appointments.find((a) => a.isOpen);
  return booked?.appointmentId ?? '';
}

describe('downloading a file through the request layer (a booking’s calendar)', () => {
  it('answers the file as a Blob, sent with the session’s token', async () => {
    const session = await signIn(t.url);
    const appointmentId = await bookedAppointmentId(session);
    const watched = recordingFetch();
    const { api } = layerForTests({ baseUrl: t.url, fetch: watched.fetch, session });

    const result = await api.download(appointmentCalendar, { params: { appointmentId } });

    if (!result.success) throw new Error(result.messages.join());
    // The Blob's type is the normalised MIME type.
    expect(result.data.type).toMatch(/^text\/calendar;\s?charset=utf-8$/);
    const text = await result.data.text();
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(`UID:${appointmentId}-booking@ignite`);
    const [sent] = watched.to(`/api/appointments/${appointmentId}/calendar.ics`);
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${session.tokens.accessToken}`);
  });

  it('refreshes an expired token and asks again, as for any call', async () => {
    const session = await signIn(t.url);
    const appointmentId = await bookedAppointmentId(session);
    const watched = recordingFetch();
    const layer = layerForTests({
      baseUrl: t.url,
      fetch: watched.fetch,
      session,
      now: t.clock.now,
    });
    t.clock.advanceSeconds(PAST_ACCESS_TOKEN_LIFE_S);

    const result = await layer.api.download(appointmentCalendar, { params: { appointmentId } });

    expect(result.success).toBe(true);
    const path = `/api/appointments/${appointmentId}/calendar.ics`;
    expect(watched.to(path).map((r) => r.status)).toEqual([401, 200]);
    expect(watched.to('/api/user/refresh-token')).toHaveLength(1);
  });

  it('a refusal is the usual failed result with the server’s message, not a file', async () => {
    const owner = await signIn(t.url);
    const appointmentId = await bookedAppointmentId(owner);
    const other = await signIn(t.url, 'protect@demo.ignite');
    const { api } = layerForTests({ baseUrl: t.url, session: other });

    const result = await api.download(appointmentCalendar, { params: { appointmentId } });

    expect(result).toEqual({
      success: false,
      status: 404,
      data: null,
      messages: [CALENDAR_MESSAGES.appointmentNotFound],
    });
  });
});
