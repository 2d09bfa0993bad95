// The marketplace's pictures as the image routes answer them: an offer's cover or an
// advertiser's logo, drawn for its key (offer-images.ts). Nothing is read: the key says all,
// so the same key always answers the same picture.
import { coverSvg, logoSvg } from './offer-images.ts';

export type OfferImageService = ReturnType<typeof createOfferImageService>;

export function createOfferImageService() {
  return {
    /** The cover of an offer, 16:9, as SVG. */
    cover: (key: string) => coverSvg(key),
    /** An advertiser's logo, as SVG. */
    logo: (key: string) => logoSvg(key),
  };
}
