import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { formatCurrency } from '@ignite/domain/format/currency';
import { CallWithReference } from '@/entities/care-plan/call-with-reference.tsx';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { DocumentLink } from '../plan/document-link.tsx';
import { useProtectDocuments } from '../plan/document-links.ts';
import { kilometreLimitText, ProductFacts, termText } from '../plan/product-facts.tsx';
import { WorkOrderList } from './work-order-list.tsx';

/** /my-garage/care-plan/{product}-protect: the wear-and-tear cover, its items and documents. */
export function ProtectPage() {
  return <GarageModelGate>{(garage) => <Protect garage={garage} />}</GarageModelGate>;
}

function statusText(cover: { isPending: boolean; isActive: boolean; isInactive: boolean }) {
  if (cover.isPending) return 'Awaiting activation';
  if (cover.isActive) return 'Active';
  return cover.isInactive ? 'Ended' : null;
}

function Protect({ garage }: { garage: MyGarage }) {
  const cover = garage.carePlan?.isEnabled ? garage.carePlan.igniteProtect : null;
  const documents = useProtectDocuments(garage.vehicle.vehicleId, cover?.isEnabled === true);
  if (!cover?.isEnabled) return <NotFound />;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={cover.title} />
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{cover.title}</h2>
          <p className="text-sm text-muted">{statusText(cover)}</p>
        </div>
        <ProductFacts
          rows={[
            ['Contract number', cover.subscriberNumber],
            ['Provider', cover.provider],
            ['Term', termText(cover.termInMonths)],
            ['Kilometre limit', kilometreLimitText(cover.kilometerLimit)],
            [
              'Maximum per work order',
              cover.maximumLiability === null ? null : formatCurrency(cover.maximumLiability),
            ],
            ...(cover.isPending
              ? []
              : ([
                  [
                    'Active from',
                    cover.dateActiveFrom ? (
                      <DateText when={cover.dateActiveFrom} format="short" />
                    ) : null,
                  ],
                  [
                    'Expires',
                    cover.dateActiveTo ? (
                      <DateText when={cover.dateActiveTo} format="short" />
                    ) : null,
                  ],
                ] as const)),
          ]}
        />
        {cover.isPending ? (
          <ButtonLink to={paths.acknowledgeProtect} className="w-full">
            Activate PROTECT
          </ButtonLink>
        ) : null}
        {cover.isActive && cover.phoneNumber ? (
          <CallWithReference
            phoneNumber={cover.phoneNumber}
            label="Call To Make a Claim"
            referenceName="contract number"
            reference={cover.subscriberNumber}
          />
        ) : null}
      </section>
      <WorkOrderList items={cover.workOrderConfigurations} />
      <section id="documents" aria-labelledby="protect-documents" className="flex flex-col gap-3">
        <h3 id="protect-documents" className="text-lg font-semibold">
          Documents
        </h3>
        <DocumentLink href={documents.data?.termsAndConditionsLinkUrl}>
          Terms &amp; Conditions
        </DocumentLink>
        <DocumentLink href={documents.data?.featureSummaryLinkUrl}>Feature Summary</DocumentLink>
        {documents.data?.agreementLinkUrl ? (
          <DocumentLink href={documents.data.agreementLinkUrl}>Your Agreement</DocumentLink>
        ) : null}
      </section>
      <div className="grid gap-2 sm:grid-cols-2">
        <ButtonLink to={paths.concierge} variant="secondary">
          More Options
        </ButtonLink>
        <ButtonLink to={paths.dealership} variant="secondary">
          Contact Dealer
        </ButtonLink>
      </div>
    </div>
  );
}
