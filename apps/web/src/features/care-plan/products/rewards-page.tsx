import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { PageTitle } from '@/shared/routing/page-title.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { NotFound } from '@/shared/ui/not-found.tsx';
import { DocumentLink } from '../plan/document-link.tsx';
import { useRewardsDocuments } from '../plan/document-links.ts';
import { ProductFacts, termText } from '../plan/product-facts.tsx';
import { useConciergeHours } from '../concierge/use-concierge-open.ts';
import { WorkOrderList } from './work-order-list.tsx';

/** /my-garage/care-plan/{product}-rewards: the rewards programme and what it includes. */
export function RewardsPage() {
  return <GarageModelGate>{(garage) => <Rewards garage={garage} />}</GarageModelGate>;
}

function Rewards({ garage }: { garage: MyGarage }) {
  const rewards = garage.carePlan?.isEnabled ? garage.carePlan.igniteRewards : null;
  const documents = useRewardsDocuments(garage.vehicle.vehicleId, rewards?.isEnabled === true);
  const hours = useConciergeHours(rewards?.conciergeHours ?? '', garage.carePlan?.timeZone ?? '');
  if (!rewards?.isEnabled) return <NotFound />;
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={rewards.title} />
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{rewards.appTitle}</h2>
          {rewards.provider ? <p className="text-sm text-muted">{rewards.provider}</p> : null}
        </div>
        <ProductFacts
          rows={[
            ['Member number', rewards.subscriberNumber],
            ['Term', termText(rewards.termInMonths)],
            [
              'Active from',
              rewards.dateActiveFrom ? (
                <DateText when={rewards.dateActiveFrom} format="short" />
              ) : null,
            ],
            [
              'Expires',
              rewards.dateActiveTo ? <DateText when={rewards.dateActiveTo} format="short" /> : null,
            ],
            ['Cashback', rewards.isCashbackEnabled ? rewards.cashbackTitle : null],
            ['Reminders', rewards.isRemindersEnabled ? rewards.remindersTitle : null],
            ['Concierge', rewards.isConciergeEnabled ? rewards.conciergeTitle : null],
            [
              'Concierge phone',
              rewards.isConciergeEnabled && rewards.conciergePhoneNumber
                ? formatPhoneNumber(rewards.conciergePhoneNumber)
                : null,
            ],
            ['Concierge hours', rewards.isConciergeEnabled ? hours : null],
          ]}
        />
      </section>
      <WorkOrderList items={rewards.workOrderConfigurations} />
      <section aria-labelledby="rewards-documents" className="flex flex-col gap-3">
        <h3 id="rewards-documents" className="text-lg font-semibold">
          Documents
        </h3>
        <DocumentLink href={documents.data?.termsAndConditionsLinkUrl}>
          Terms &amp; Conditions
        </DocumentLink>
      </section>
      <div className="grid gap-2 sm:grid-cols-2">
        {rewards.isConciergeEnabled ? (
          <ButtonLink to={paths.concierge}>Concierge</ButtonLink>
        ) : null}
        <ButtonLink to={paths.dealership} variant="secondary">
          Contact Dealer
        </ButtonLink>
      </div>
    </div>
  );
}
