// The email that tells the workshop of a booking made in the app.
import type { CreateBooking } from '@ignite/domain/booking/booking-request';

type Parts = {
  dealership: { timeZone: string; make: string | null; model: string | null; rego: string | null };
  work: { title: string };
  at: Date;
  body: CreateBooking;
};

function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

export function bookingEmail({ dealership, work, at, body }: Parts) {
  const car = [dealership.make, dealership.model].filter(Boolean).join(' ') || 'Car';
  const when = localTime(at, dealership.timeZone);
  const lines = [
    `${body.contact.firstName} ${body.contact.lastName} booked ${work.title} in the app.`,
    '',
    `When: ${when}`,
    `Car: ${car}${dealership.rego ? `, rego ${dealership.rego}` : ''}`,
    `Pickup and delivery: ${body.pickupAndDelivery ? 'requested' : 'not requested'}`,
    `Mobile: ${body.contact.mobile}`,
    ...(body.what.kind === 'note' ? ['', `Note: ${body.what.note}`] : []),
  ];
  return { subject: `Booking: ${work.title}, ${when}`, body: lines.join('\n') };
}

type ChangeParts = {
  dealership: { timeZone: string; make: string | null; model: string | null; rego: string | null };
  booking: { title: string; firstName: string; lastName: string; note: string | null };
};

function changeLines({ dealership, booking }: ChangeParts): string[] {
  const car = [dealership.make, dealership.model].filter(Boolean).join(' ') || 'Car';
  return [
    `Car: ${car}${dealership.rego ? `, rego ${dealership.rego}` : ''}`,
    ...(booking.note ? ['', `Note: ${booking.note}`] : []),
  ];
}

/** The workshop's email when the owner cancels: the time it had is free again. */
export function bookingCancelledEmail(parts: ChangeParts & { at: Date }) {
  const when = localTime(parts.at, parts.dealership.timeZone);
  const { booking } = parts;
  const lines = [
    `${booking.firstName} ${booking.lastName} cancelled ${booking.title} in the app.`,
    '',
    `Was: ${when}`,
    ...changeLines(parts),
  ];
  return { subject: `Cancelled: ${booking.title}, ${when}`, body: lines.join('\n') };
}

/** The workshop's email when the owner moves a booking: the new time and the old. */
export function bookingMovedEmail(parts: ChangeParts & { from: Date; to: Date }) {
  const from = localTime(parts.from, parts.dealership.timeZone);
  const to = localTime(parts.to, parts.dealership.timeZone);
  const { booking } = parts;
  const lines = [
    `${booking.firstName} ${booking.lastName} moved ${booking.title} in the app.`,
    '',
    `When: ${to}`,
    `Was: ${from}`,
    ...changeLines(parts),
  ];
  return { subject: `Moved: ${booking.title}, ${to}`, body: lines.join('\n') };
}
