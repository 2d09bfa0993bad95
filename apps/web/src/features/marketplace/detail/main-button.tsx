import { ExternalLink } from 'lucide-react';
import type { OfferDetail } from '@ignite/domain/marketplace/marketplace-api';
import { mainButtonLabel } from '@ignite/domain/marketplace/offer-type';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';

/**
 * Spec part 3 section 2: the main button, when the offer has a link: 'Book Now', 'Get This
 * Gift Card' or 'Open'. The link leaves the app, so it opens in a new tab, with no way back
 * into this page for the site it opens (noopener).
 */
export function MainButton({ offer }: { offer: OfferDetail }) {
  const label = mainButtonLabel(offer);
  if (!label || !offer.linkUrl) return null;
  return (
    <a
      href={offer.linkUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClass('primary')} w-full`}
    >
      {label}
      <Glyph icon={ExternalLink} className="text-lg" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
