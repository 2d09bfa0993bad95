import type { GarageLocation } from '@ignite/domain/garage/garage-api';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { ExternalLink, Mail, Map as MapIcon, Phone } from 'lucide-react';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { Icon } from '@/shared/icons/icon.tsx';

const linkClass =
  'flex min-h-12 items-center gap-3 rounded-xl bg-raised px-4 text-base font-medium text-text hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** A search for the address on a map: it opens the phone's maps app where there is one. */
export function mapUrl(location: GarageLocation): string {
  const address = [
    location.name,
    location.addressLine1,
    location.addressLine2,
    `${location.city} ${location.state} ${location.postcode}`,
  ]
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** A dealership location (service centre or sales yard): where it is and every way to reach it, each a real link. */
export function LocationCard({ location }: { location: GarageLocation }) {
  const street = [location.addressLine1, location.addressLine2].filter(Boolean).join(', ');
  const phone = location.phone ? formatPhoneNumber(location.phone) : null;
  return (
    <section
      aria-label={location.name}
      className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-raised text-accent">
          <Icon name="location" />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold">{location.name}</h3>
          <address className="mt-1 text-sm text-muted not-italic">
            {street}
            <br />
            {`${location.city} ${location.state} ${location.postcode}`}
          </address>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        {phone && location.phone ? (
          <ContactLink kind="call" value={location.phone} className={linkClass}>
            <Phone aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span>
              <span className="sr-only">Call </span>
              {phone}
            </span>
          </ContactLink>
        ) : null}
        {location.email ? (
          <ContactLink kind="email" value={location.email} className={`${linkClass} break-all`}>
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span>
              <span className="sr-only">Email </span>
              {location.email}
            </span>
          </ContactLink>
        ) : null}
        <a href={mapUrl(location)} target="_blank" rel="noreferrer" className={linkClass}>
          <MapIcon aria-hidden="true" className="size-5 shrink-0 text-accent" />
          <span className="min-w-0 truncate">
            Open in Maps<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </a>
        {location.linkUrl ? (
          <a href={location.linkUrl} target="_blank" rel="noreferrer" className={linkClass}>
            <ExternalLink aria-hidden="true" className="size-5 shrink-0 text-accent" />
            <span className="min-w-0 truncate">
              Visit website<span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
