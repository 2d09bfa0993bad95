import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { healthMonitorStateOf } from '@/entities/health-monitor/health-monitor-state.ts';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { showsTheftRecovery } from '@ignite/domain/garage/setting-effects';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { DrawInTurn } from '@/shared/ui/draw-in-turn.tsx';
import { useProtectDocuments, useRewardsDocuments } from './document-links.ts';
import { GenericCarePlan } from './generic-care-plan.tsx';
import { KeepTogether } from './keep-together.tsx';
import {
  CoverCard,
  HealthMonitorCard,
  productCardsOf,
  ProtectCard,
  RewardsCard,
  RoadsideCard,
  TheftRecoveryCard,
} from './product-cards.tsx';

/** /my-garage/care-plan: the plan's title and a card per enabled product (spec part 2 s2). */
export function CarePlanPage() {
  return <GarageModelGate>{(garage) => <CarePlan garage={garage} />}</GarageModelGate>;
}

function CarePlan({ garage }: { garage: MyGarage }) {
  const { settings } = useUserSettings();
  const plan = garage.carePlan;
  const cards = plan?.isEnabled ? productCardsOf(plan) : null;
  const vehicleId = garage.vehicle.vehicleId;
  const rewardsDocuments = useRewardsDocuments(vehicleId, cards?.rewards != null);
  const protectDocuments = useProtectDocuments(vehicleId, cards?.protect != null);
  if (!plan || !cards) return <GenericCarePlan />;
  const monitor = settings ? healthMonitorStateOf(garage, settings, new Date()) : null;
  return (
    <section aria-labelledby="care-plan-title" className="flex flex-col gap-4">
      <h2 id="care-plan-title" className="text-2xl font-bold tracking-tight">
        <KeepTogether text={plan.title} />
      </h2>
      <ul className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {cards.rewards ? (
          <RewardsCard
            rewards={cards.rewards}
            termsUrl={rewardsDocuments.data?.termsAndConditionsLinkUrl}
          />
        ) : null}
        {cards.protect ? (
          <ProtectCard
            protect={cards.protect}
            termsUrl={protectDocuments.data?.termsAndConditionsLinkUrl}
          />
        ) : null}
        {cards.guarantee ? (
          <DrawInTurn>
            <CoverCard cover={cards.guarantee} to={paths.guaranteedFutureValue} kind="guarantee" />
          </DrawInTurn>
        ) : null}
        {cards.mechanical ? (
          <DrawInTurn>
            <CoverCard cover={cards.mechanical} to={paths.mechanicalProtection} kind="mechanical" />
          </DrawInTurn>
        ) : null}
        {cards.roadside ? (
          <DrawInTurn>
            <RoadsideCard roadside={cards.roadside} />
          </DrawInTurn>
        ) : null}
        {monitor?.isOffered ? (
          <DrawInTurn>
            <HealthMonitorCard state={monitor} />
          </DrawInTurn>
        ) : null}
        {/* Installed, unless the owner's own setting says the device is gone. */}
        {cards.theft && showsTheftRecovery(plan, settings) ? (
          <DrawInTurn>
            <TheftRecoveryCard theft={cards.theft} />
          </DrawInTurn>
        ) : null}
      </ul>
    </section>
  );
}
