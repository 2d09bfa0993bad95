import { useParams } from 'react-router';
import { MARKETPLACE_MESSAGES } from '@ignite/domain/marketplace/marketplace-messages';
import { offerExplanation } from '@ignite/domain/marketplace/offer-type';
import { usePosition } from '@/shared/location/use-position.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useDistanceOrigin } from '../api/use-distance-origin.ts';
import { useOfferDetail } from '../api/use-offer-detail.ts';
import { DetailSection, Paragraphs } from './detail-section.tsx';
import { MainButton } from './main-button.tsx';
import { MoreInformation } from './more-information.tsx';
import { OfferAvailability } from './offer-availability.tsx';
import { isOfferId } from './offer-id.ts';
import { OfferHeader } from './offer-header.tsx';
import { OfferLocations } from './offer-locations.tsx';

/** Spec part 3 sections 2 and 8: what a missing offer (or a bad id) shows. */
export const OFFER_LOAD_FAILED = MARKETPLACE_MESSAGES.offerLoadFailed;

/** Spec part 3 section 2, Offer detail: /my-marketplace/offer/{offerId}/{conditionType?}. */
export function OfferPage() {
  const { offerId } = useParams();
  const valid = isOfferId(offerId);
  const { position, settled } = usePosition();
  const distanceOrigin = useDistanceOrigin(position, settled);
  const offer = useOfferDetail(valid ? offerId : '', distanceOrigin, valid);

  if (!valid || offer.isError) {
    return (
      <p
        role="alert"
        className="mx-auto max-w-2xl rounded-2xl border border-border bg-surface p-5 text-lg font-semibold"
      >
        {OFFER_LOAD_FAILED}
      </p>
    );
  }
  if (!offer.data) {
    return (
      <div aria-busy="true" className="mx-auto flex max-w-2xl flex-col gap-4">
        <LoadingBlock className="-mx-4 aspect-video bg-surface md:mx-0 md:rounded-3xl" />
        <LoadingBlock className="h-8 w-2/3 rounded-lg bg-surface" />
        <LoadingBlock className="h-24 rounded-2xl bg-surface" />
      </div>
    );
  }
  const detail = offer.data;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <PageTitle title={detail.advertiserName} />
      <div className="flex flex-col gap-5">
        <OfferHeader offer={detail} />
        <MainButton offer={detail} />
        <p className="rounded-2xl bg-raised p-4 text-base">{offerExplanation(detail)}</p>
      </div>
      {detail.description.length > 0 ? (
        <DetailSection title="Description">
          <Paragraphs items={detail.description} />
        </DetailSection>
      ) : null}
      <OfferLocations locations={detail.locations} />
      <OfferAvailability offer={detail} now={new Date()} />
      <MoreInformation offer={detail} />
    </article>
  );
}
