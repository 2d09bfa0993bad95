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
