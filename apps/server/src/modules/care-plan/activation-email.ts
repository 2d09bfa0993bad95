// The email that tells the owner their PROTECT cover is active; the agreement and the terms
// are attached when it is sent (modules/outbox).
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';

type Facts = {
  firstName: string;
  vehicle: { make: string | null; model: string | null; year: number | null; rego: string | null };
  dealership: string;
  cover: {
    title: string;
    subscriberNumber: string | null;
    phoneNumber: string | null;
    dateActiveFrom: Date;
    dateActiveTo: Date;
  };
  timeZone: string;
};

export function activationEmail({ firstName, vehicle, dealership, cover, timeZone }: Facts) {
  const day = (date: Date) =>
    date.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
  const car = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || 'vehicle';
  const lines = [
    `Hi ${firstName},`,
    '',
    `Your ${cover.title} cover for your ${car}${vehicle.rego ? ` (${vehicle.rego})` : ''} is now active.`,
    '',
    `Contract number: ${cover.subscriberNumber ?? 'to be confirmed by your dealership'}`,
    `Active from: ${day(cover.dateActiveFrom)}`,
    `Expires: ${day(cover.dateActiveTo)}`,
    '',
    'Your agreement and the terms and conditions are attached. You can also find these documents in My Garage, under Care Plan.',
    '',
    cover.phoneNumber
      ? `To make a claim, call ${formatPhoneNumber(cover.phoneNumber)} and quote your contract number.`
      : 'To make a claim, call your dealership and quote your contract number.',
    '',
    dealership,
  ];
  return { subject: `Your ${cover.title} cover is active`, body: lines.join('\n') };
}
