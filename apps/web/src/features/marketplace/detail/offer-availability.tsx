import type { OfferDetail } from '@ignite/domain/marketplace/marketplace-api';
import { formatOfferDate } from '@ignite/domain/marketplace/offer-date';
import { DetailSection } from './detail-section.tsx';

/** Dates in the time zone of the device the app runs on, as every other date in the app. */
const DEVICE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Spec part 3 section 2, Availability: 'Available from' the start (or 'Available now' once
 * started) and 'Offer ends' the end, with an asterisk when it ends soon.
 */
export function OfferAvailability({ offer, now }: { offer: OfferDetail; now: Date }) {
  const started = Date.parse(offer.utcStartDate) <= now.getTime();
  return (
    <DetailSection title="Availability">
      <div className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 text-base">
        {started ? (
          <p className="font-semibold">Available now</p>
        ) : (
          <p className="flex justify-between gap-4">
            <span className="text-muted">Available from</span>
            <span className="text-right font-semibold">
              {formatOfferDate(offer.utcStartDate, DEVICE_TIME_ZONE)}
            </span>
          </p>
        )}
        {offer.utcEndDate ? (
          <p className="flex justify-between gap-4">
            <span className="text-muted">Offer ends</span>
            <span className="text-right font-semibold">
              {formatOfferDate(offer.utcEndDate, DEVICE_TIME_ZONE)}
              {offer.isEndingSoon ? (
                <>
                  <span aria-hidden="true">*</span>
                  <span className="sr-only"> (ending soon)</span>
                </>
              ) : null}
            </span>
          </p>
        ) : null}
      </div>
      {offer.utcEndDate && offer.isEndingSoon ? (
        <p aria-hidden="true" className="text-sm text-muted">
          * This offer ends soon
        </p>
      ) : null}
    </DetailSection>
  );
}
