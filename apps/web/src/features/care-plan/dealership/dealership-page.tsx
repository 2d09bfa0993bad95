import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { LocationCard } from '@/entities/dealership/location-card.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { paths } from '@/shared/routes.ts';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { GenericCarePlan } from '../plan/generic-care-plan.tsx';

/** /my-garage/dealership: the home dealership, every way to reach it, and a way to change it. */
export function DealershipPage() {
  return <GarageModelGate>{(garage) => <Dealership garage={garage} />}</GarageModelGate>;
}

function Dealership({ garage }: { garage: MyGarage }) {
  const dealer = garage.dealerLocation;
  if (!dealer) return <GenericCarePlan />;
  const service = garage.serviceLocation;
  const sameSite = service && service.addressLine1 === dealer.addressLine1;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="home-dealership" className="flex flex-col gap-3">
        <h2 id="home-dealership" className="text-lg font-semibold">
          Your dealership
        </h2>
        <LocationCard location={dealer} />
      </section>
      {service && !sameSite ? (
        <section aria-labelledby="service-centre" className="flex flex-col gap-3">
          <h2 id="service-centre" className="text-lg font-semibold">
            Service centre
          </h2>
          <LocationCard location={service} />
        </section>
      ) : null}
      <ButtonLink to={paths.dealershipChange} variant="secondary" className="w-full">
        Change dealership
      </ButtonLink>
    </div>
  );
}
