// The access matrix's rows for booking. Everything names the owner's car or one of the owner's
// bookings: another owner, staff of another app and anyone signed out are refused, and their
// refused cancel or move leaves the booking as it was. Each row books on a day of its own, so
// no row meets the owner's limit of drop-offs per day.
import type { Matrix, Scope } from './kit.ts';
import { OWN } from './kit.ts';

type Slots = { days: string[]; slots: { utcDateAppointment: string; isAvailable: boolean }[] };

/** The open times on the dealership's `dayIndex`th day with times, as the wizard offers them. */
async function openTimes(s: Scope, dayIndex: number): Promise<string[]> {
  const slots = async (day = '') =>
    (
      await s.w.t.app.inject({
        method: 'GET',
        url: `/api/booking/slots?vehicleId=${s.owner.vehicleId}${day ? `&day=${day}` : ''}`,
        headers: s.owner.auth,
      })
    ).json<{ data: Slots }>().data;
  const day = (await slots()).days[dayIndex] ?? '';
  return (await slots(day)).slots
    .filter((slot) => slot.isAvailable)
    .map((slot) => slot.utcDateAppointment);
}

const bookingBody = (s: Scope, utcDateAppointment: string | undefined) => ({
  vehicleId: s.owner.vehicleId,
  what: { kind: 'service' },
  utcDateAppointment,
  pickupAndDelivery: false,
  contact: { firstName: 'Olivia', lastName: 'Nguyen', mobile: '0412 000 111' },
});

/** A booking of the owner's on the `dayIndex`th day with times, and a time to move it to. */
async function ownersBooking(s: Scope, dayIndex: number) {
  const [at, to] = await openTimes(s, dayIndex);
  const made = await s.w.t.app.inject({
    method: 'POST',
    url: '/api/booking',
    headers: s.owner.auth,
    payload: bookingBody(s, at),
  });
  const appointmentId = made.json<{ data: { appointmentId: string } }>().data.appointmentId;
  return { appointmentId, to: to ?? '' };
}

export const bookingRows: Matrix = {
  'GET /api/booking/slots': {
    request: (s) => ({ method: 'GET', url: `/api/booking/slots?vehicleId=${s.owner.vehicleId}` }),
    expect: OWN,
  },
  'POST /api/booking': {
    prepare: async (s) => ({ time: (await openTimes(s, 1))[0] ?? '' }),
    request: (s) => ({ method: 'POST', url: '/api/booking', payload: bookingBody(s, s.ids.time) }),
    expect: OWN,
  },
  'GET /api/booking/list': {
    request: (s) => ({ method: 'GET', url: `/api/booking/list?vehicleId=${s.owner.vehicleId}` }),
    expect: OWN,
  },
  'POST /api/booking/:appointmentId/cancel': {
    prepare: (s) => ownersBooking(s, 2),
    request: (s) => ({ method: 'POST', url: `/api/booking/${s.ids.appointmentId}/cancel` }),
    expect: OWN,
  },
  'POST /api/booking/:appointmentId/reschedule': {
    prepare: (s) => ownersBooking(s, 3),
    request: (s) => ({
      method: 'POST',
      url: `/api/booking/${s.ids.appointmentId}/reschedule`,
      payload: { utcDateAppointment: s.ids.to },
    }),
    expect: OWN,
  },
};
