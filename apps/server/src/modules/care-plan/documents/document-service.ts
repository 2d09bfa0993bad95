// The care plan's documents: signed links for the owner, and the PDFs behind them, built from
// the vehicle's current facts each time (a changed contract never serves a stale agreement).
import type {
  CarePlanDocument,
  CoverDocumentUrls,
  ProtectDocumentUrls,
} from '@ignite/domain/care-plan/care-plan-api';
import { DOCUMENT_LINK_MESSAGES } from '@ignite/domain/care-plan/care-plan-api';
import { protectKilometreLimit } from '@ignite/domain/garage/products';
import { ProductStatus } from '@ignite/domain/garage/enums';
import { PRODUCT } from '@ignite/domain/product';
import type { Clock } from '../../../core/clock.ts';
import { notFound } from '../../../core/http-errors.ts';
import type { CarePlanRepository, ProductKind } from '../care-plan-repository.ts';
import { type DocumentFacts, documentContent, DOCUMENT_FILE_NAMES } from './document-contents.ts';
import { type DocumentLinkKey, isValidDocumentLink, signDocumentLink } from './document-links.ts';
import { renderPdf } from './render-pdf.ts';

type Deps = { repository: CarePlanRepository; linkKey: DocumentLinkKey; clock: Clock };

const PRODUCT_OF: Record<CarePlanDocument, ProductKind> = {
  'rewards-terms': 'rewards',
  'protect-terms': 'protect',
  'protect-feature-summary': 'protect',
  'protect-agreement': 'protect',
  'guarantee-terms': 'guarantee',
  'guarantee-certificate': 'guarantee',
  'mechanical-terms': 'mechanicalProtection',
  'mechanical-agreement': 'mechanicalProtection',
};

/** The documents written for one owner's contract: there once the cover is past Pending. */
const OWN_CONTRACTS = new Set<CarePlanDocument>([
  'protect-agreement',
  'guarantee-certificate',
  'mechanical-agreement',
]);

const PRODUCT_NAMES: Record<ProductKind, string> = {
  rewards: `${PRODUCT.name} Rewards`,
  protect: `${PRODUCT.name} PROTECT`,
  guarantee: 'Guaranteed Future Value',
  mechanicalProtection: 'Mechanical Protection',
};

type ProductRow = NonNullable<Awaited<ReturnType<CarePlanRepository['product']>>>;
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

const noProduct = (kind: ProductKind) => notFound(`This vehicle has no ${PRODUCT_NAMES[kind]}`);

/** An agreement exists once the cover was activated: not while it is Draft or Pending. */
const hasAgreement = (status: number) =>
  status !== ProductStatus.Draft && status !== ProductStatus.Pending;

export function createDocumentService({ repository, linkKey, clock }: Deps) {
  async function requireProduct(vehicleId: string, kind: ProductKind) {
    const product = await repository.product(vehicleId, kind);
    if (!product) throw noProduct(kind);
    return product;
  }

  /** The vehicle's facts and those of the product the document is about. */
  async function factsOf(
    vehicleId: string,
    cover: ProductRow | null,
  ): Promise<DocumentFacts | null> {
    const row = await repository.documentFacts(vehicleId);
    if (!row) return null;
    return {
      ownerName: `${row.firstName} ${row.lastName}`.trim(),
      vehicle: [row.year, row.make, row.model].filter(Boolean).join(' ') || 'Your vehicle',
      rego: row.rego,
      dealership: row.dealership,
      rewardsTitle: row.rewardsTitle,
      cover: cover && {
        title: cover.title,
        provider: cover.provider,
        subscriberNumber: cover.subscriberNumber,
        termInMonths: cover.termInMonths,
        kilometerLimit: protectKilometreLimit(cover.kilometerLimit),
        maximumLiability: dollars(cover.maximumLiabilityCents),
        guaranteedFutureValue: dollars(cover.guaranteedValueCents),
        dateActiveFrom: cover.dateActiveFrom,
        dateActiveTo: cover.dateActiveTo,
        phoneNumber: cover.phoneNumber,
        // Only PROTECT's work orders are the cover's; the others name none.
        workOrders: cover.kind === 'protect' ? row.protectWorkOrders : [],
      },
    };
  }

  /** The PDF of a document; null when the vehicle or the product is gone. */
  async function render(vehicleId: string, document: CarePlanDocument) {
    const product = await repository.product(vehicleId, PRODUCT_OF[document]);
    if (!product) return null;
    if (OWN_CONTRACTS.has(document) && !hasAgreement(product.status)) return null;
    const facts = await factsOf(vehicleId, product.kind === 'rewards' ? null : product);
    if (!facts) return null;
    return {
      filename: DOCUMENT_FILE_NAMES[document],
      content: await renderPdf(documentContent(document, facts), clock()),
      contentType: 'application/pdf',
    };
  }

  /** Callers have checked the vehicle is the owner's own (repository.requireOwnedVehicle). */
  const link = (vehicleId: string, ownerId: string, document: CarePlanDocument) =>
    signDocumentLink(linkKey, { vehicleId, ownerId, document }, clock());

  return {
    async rewardsDocumentUrls(ownerId: string, vehicleId: string) {
      await repository.requireOwnedVehicle(ownerId, vehicleId);
      await requireProduct(vehicleId, 'rewards');
      return { termsAndConditionsLinkUrl: link(vehicleId, ownerId, 'rewards-terms') };
    },

    async protectDocumentUrls(ownerId: string, vehicleId: string): Promise<ProtectDocumentUrls> {
      await repository.requireOwnedVehicle(ownerId, vehicleId);
      const product = await requireProduct(vehicleId, 'protect');
      return {
        termsAndConditionsLinkUrl: link(vehicleId, ownerId, 'protect-terms'),
        featureSummaryLinkUrl: link(vehicleId, ownerId, 'protect-feature-summary'),
        agreementLinkUrl: hasAgreement(product.status)
          ? link(vehicleId, ownerId, 'protect-agreement')
          : null,
      };
    },

    /** The guarantee's or mechanical protection's terms, and the owner's own contract. */
    async coverDocumentUrls(
      ownerId: string,
      vehicleId: string,
      kind: 'guarantee' | 'mechanicalProtection',
    ): Promise<CoverDocumentUrls> {
      await repository.requireOwnedVehicle(ownerId, vehicleId);
      const product = await requireProduct(vehicleId, kind);
      const [terms, contract] =
        kind === 'guarantee'
          ? (['guarantee-terms', 'guarantee-certificate'] as const)
          : (['mechanical-terms', 'mechanical-agreement'] as const);
      return {
        termsAndConditionsLinkUrl: link(vehicleId, ownerId, terms),
        agreementLinkUrl: hasAgreement(product.status) ? link(vehicleId, ownerId, contract) : null,
      };
    },

    /** A document through its signed link; anything wrong with the link is a 404. */
    async documentByLink(query: {
      vehicleId: string;
      document: CarePlanDocument;
      expires: number;
      signature: string;
    }) {
      const ownerId = await repository.vehicleOwner(query.vehicleId);
      const valid =
        ownerId !== null && isValidDocumentLink(linkKey, { ...query, ownerId }, clock());
      const file = valid ? await render(query.vehicleId, query.document) : null;
      if (!file) throw notFound(DOCUMENT_LINK_MESSAGES.invalid);
      return file;
    },

    /** An email's attachment, built when the email is sent. */
    async attachment({ document, vehicleId }: { document: string; vehicleId: string }) {
      const known = document in PRODUCT_OF ? (document as CarePlanDocument) : null;
      const file = known && (await render(vehicleId, known));
      if (!file) throw new Error(`No ${document} for vehicle ${vehicleId}`);
      return file;
    },
  };
}

export type DocumentService = ReturnType<typeof createDocumentService>;
