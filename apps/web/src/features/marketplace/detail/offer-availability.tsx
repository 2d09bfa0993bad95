import type { OfferDetail } from '@ignite/domain/marketplace/marketplace-api';
import { formatOfferDate } from '@ignite/domain/marketplace/offer-date';
import { DetailSection } from './detail-section.tsx';

/** Dates in the time zone of the device the app runs on, as every other date in the app. */
const APP_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Spec part 3 section 2, Availability: 'Available from' the start (or 'Available now' once
 * started) and 'Offer ends' the end, with an asterisk when it ends soon.
 */
export function OfferAvailability({ offer, now }: { offer: OfferDetail; now: Date }) {
  const started = Date.parse(offer.utcStartDate) <= now.getTime();
  return (
    <DetailSection title="Availability">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl border border-border bg-surface p-4 text-base">
        {started ? (
          <div className="col-span-2 font-semibold">Available now</div>
        ) : (
          <>
            <dt className="text-muted">Available from</dt>
            <dd className="text-right font-semibold">
              {formatOfferDate(offer.utcStartDate, APP_TIME_ZONE)}
            </dd>
          </>
        )}
        {offer.utcEndDate ? (
          <>
            <dt className="text-muted">Offer ends</dt>
            <dd className="text-right font-semibold">
              {formatOfferDate(offer.utcEndDate, APP_TIME_ZONE)}
              {offer.isEndingSoon ? (
                <>
                  <span aria-hidden="true">*</span>
                  <span className="sr-only"> (ending soon)</span>
                </>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {offer.utcEndDate && offer.isEndingSoon ? (
        <p aria-hidden="true" className="text-sm text-muted">
          * This offer ends soon
        </p>
      ) : null}
    </DetailSection>
  );
}
