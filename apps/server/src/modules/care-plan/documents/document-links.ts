// Signed links to a vehicle's care-plan documents (decision 0021). A document opens in a new
// tab, where no bearer token travels, so the link carries the proof: an HMAC over the
// vehicle, the document, the expiry and the vehicle's owner at signing. A link that is
// altered, expired, or outlived its owner's ownership opens nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CarePlanDocument } from '@ignite/domain/care-plan/care-plan-api';

/** Long enough to read the terms and come back; short enough that a shared link dies soon. */
export const DOCUMENT_LINK_SECONDS = 15 * 60;

export type DocumentLinkKey = Buffer;

/** A key of its own for document links, derived from the server's signing key. */
export function documentLinkKey(signingKey: string): DocumentLinkKey {
  return createHmac('sha256', signingKey).update('ignite care-plan document links v1').digest();
}

function signature(
  key: DocumentLinkKey,
  link: { vehicleId: string; document: CarePlanDocument; expires: number; ownerId: string },
) {
  return createHmac('sha256', key)
    .update(`${link.vehicleId}.${link.document}.${link.expires}.${link.ownerId}`)
    .digest('hex');
}

/** The path of a signed link, valid for DOCUMENT_LINK_SECONDS from `now`. */
export function signDocumentLink(
  key: DocumentLinkKey,
  link: { vehicleId: string; document: CarePlanDocument; ownerId: string },
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_LINK_SECONDS;
  const signed = signature(key, { ...link, expires });
  return `/api/care-plan/documents/${link.vehicleId}/${link.document}?expires=${expires}&signature=${signed}`;
}

/** Whether a link's signature is the one for this vehicle's current owner, and unexpired. */
export function isValidDocumentLink(
  key: DocumentLinkKey,
  link: {
    vehicleId: string;
    document: CarePlanDocument;
    expires: number;
    ownerId: string;
    signature: string;
  },
  now: Date,
): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(key, link), 'hex');
  const given = Buffer.from(link.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
