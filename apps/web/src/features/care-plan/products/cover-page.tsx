import type { CoverProduct, GuaranteeProduct } from '@ignite/domain/garage/care-plan-schema';
import { formatCurrency } from '@ignite/domain/format/currency';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { CallWithReference } from '@/entities/care-plan/call-with-reference.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { DocumentLink } from '../plan/document-link.tsx';
import { useCoverDocuments } from '../plan/document-links.ts';
import { KeepTogether } from '../plan/keep-together.tsx';
import { kilometreLimitText, ProductFacts, termText } from '../plan/product-facts.tsx';
import { GuaranteeExplained } from './guarantee-explained.tsx';
import { NotOffered } from './not-offered.tsx';
import { WorkOrderList } from './work-order-list.tsx';

type Kind = 'guarantee' | 'mechanical';

/** What differs between the two pages: names, the call's purpose and the contract's name. */
const KINDS = {
  guarantee: {
    name: 'Guaranteed Future Value',
    call: 'Call the Dealership',
    contract: 'Your Certificate',
  },
  mechanical: {
    name: 'Mechanical Protection',
    call: 'Call To Make a Claim',
    contract: 'Your Agreement',
  },
} as const;

/** /my-garage/guaranteed-future-value: the trade-in guarantee, in plain words and facts. */
export function GuaranteePage() {
  return (
    <GarageModelGate>{(garage) => <Cover garage={garage} kind="guarantee" />}</GarageModelGate>
  );
}

/** /my-garage/mechanical-protection: the breakdown cover, its facts and documents. */
export function MechanicalProtectionPage() {
  return (
    <GarageModelGate>{(garage) => <Cover garage={garage} kind="mechanical" />}</GarageModelGate>
  );
}

function statusText(cover: CoverProduct) {
  if (cover.isPending) return 'Awaiting activation';
  if (cover.isActive) return 'Active';
  return cover.isInactive ? 'Ended' : null;
}

/** The product as the plan carries it; null when the plan does not offer it. */
function offered(garage: MyGarage, kind: Kind): CoverProduct | GuaranteeProduct | null {
  const plan = garage.carePlan?.isEnabled ? garage.carePlan : null;
  const cover = kind === 'guarantee' ? plan?.guarantee : plan?.mechanicalProtection;
  return cover?.isEnabled ? cover : null;
}

const dateOf = (when: string | null) => (when ? <DateText when={when} format="short" /> : null);

function Cover({ garage, kind }: { garage: MyGarage; kind: Kind }) {
  const cover = offered(garage, kind);
  const documents = useCoverDocuments(garage.vehicle.vehicleId, kind, cover !== null);
  const texts = KINDS[kind];
  if (!cover) return <NotOffered product={texts.name} />;
  const guarantee = kind === 'guarantee' ? (cover as GuaranteeProduct) : null;
  const amount = guarantee?.guaranteedFutureValue ?? null;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={cover.title} />
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <div>
          <h2 className="text-2xl font-bold tracking-tight break-words">
            <KeepTogether text={cover.title} />
          </h2>
          <p className="text-sm text-muted">{statusText(cover)}</p>
        </div>
        {guarantee ? <GuaranteeExplained guarantee={guarantee} garage={garage} /> : null}
        <ProductFacts
          rows={[
            ['Contract number', cover.subscriberNumber],
            ['Provider', cover.provider],
            ['Guaranteed value', amount === null ? null : formatCurrency(amount, 0)],
            ['Term', termText(cover.termInMonths)],
            ['Kilometre limit', kilometreLimitText(cover.kilometerLimit)],
            [
              'Maximum per claim',
              cover.maximumLiability === null ? null : formatCurrency(cover.maximumLiability),
            ],
            // As PROTECT's: the dates show once the cover is not pending.
            ...(cover.isPending
              ? []
              : ([
                  ['Active from', dateOf(cover.dateActiveFrom)],
                  [guarantee ? 'Ends' : 'Expires', dateOf(cover.dateActiveTo)],
                ] as const)),
          ]}
        />
        {cover.isPending ? (
          <p className="text-sm text-muted">
            Your dealership activates this cover; its dates show here once it has.
          </p>
        ) : null}
        {cover.phoneNumber && !cover.isInactive ? (
          <CallWithReference
            phoneNumber={cover.phoneNumber}
            label={texts.call}
            referenceName="contract number"
            reference={cover.subscriberNumber}
          />
        ) : null}
      </section>
      <WorkOrderList items={cover.workOrderConfigurations} />
      <section id="documents" aria-labelledby="cover-documents" className="flex flex-col gap-3">
        <h3 id="cover-documents" className="text-lg font-semibold">
          Documents
        </h3>
        <DocumentLink href={documents.data?.termsAndConditionsLinkUrl}>
          Terms &amp; Conditions
        </DocumentLink>
        {documents.data?.agreementLinkUrl ? (
          <DocumentLink href={documents.data.agreementLinkUrl}>{texts.contract}</DocumentLink>
        ) : null}
      </section>
      <div className="grid gap-2 sm:grid-cols-2">
        <ButtonLink to={paths.carePlan} variant="secondary">
          <span>
            Back to <KeepTogether text="Care Plan" />
          </span>
        </ButtonLink>
        <ButtonLink to={paths.dealership} variant="secondary">
          Contact Dealer
        </ButtonLink>
      </div>
    </div>
  );
}
