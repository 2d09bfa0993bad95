import { EquipmentStatus } from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { formatPhoneNumber } from '@ignite/domain/format/phone-display';
import { DateText } from '@/entities/condition/date-text.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { buttonClass } from '@/shared/ui/button.tsx';
import { ProductFacts } from '../plan/product-facts.tsx';

const STATUS_TEXT: Record<number, string> = {
  [EquipmentStatus.NotInstalled]: 'Not installed',
  [EquipmentStatus.Installed]: 'Installed',
  [EquipmentStatus.CantBeInstalled]: 'Cannot be installed in this car',
  [EquipmentStatus.NotApplicable]: 'Not part of your plan',
};

/** /my-garage/theft-recovery: the tracking device and what to do if the car is stolen. */
export function TheftRecoveryPage() {
  return <GarageModelGate>{(garage) => <TheftRecovery garage={garage} />}</GarageModelGate>;
}

function TheftRecovery({ garage }: { garage: MyGarage }) {
  const theft = garage.carePlan?.theftRecovery ?? null;
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-4 rounded-3xl border border-border bg-surface p-5">
        <h2 className="text-2xl font-bold tracking-tight">Theft Recovery</h2>
        <ProductFacts
          rows={[
            ['Device', theft ? (STATUS_TEXT[theft.status] ?? 'Unknown') : 'Not part of your plan'],
            ['Provider', theft?.provider ?? null],
            [
              'Fitted',
              theft?.utcDateInstalled ? (
                <DateText when={theft.utcDateInstalled} format="short" />
              ) : null,
            ],
          ]}
        />
        {theft?.isInstalled && theft.phoneNumber ? (
          <ContactLink
            kind="call"
            value={theft.phoneNumber}
            className={`${buttonClass('primary')} w-full`}
          >
            {`Report a theft: ${formatPhoneNumber(theft.phoneNumber)}`}
          </ContactLink>
        ) : null}
      </section>
      <section aria-labelledby="if-stolen" className="flex flex-col gap-2 text-base">
        <h3 id="if-stolen" className="text-lg font-semibold">
          If your car is stolen
        </h3>
        <ol className="list-decimal space-y-2 pl-5 text-muted">
          <li>Make sure you are safe. If anyone is in danger, call 000.</li>
          <li>Report the theft to the police on 131 444 and note the event number.</li>
          <li>Call the recovery line above with your rego and the police event number.</li>
          <li>Do not try to recover the car yourself: the police and the provider do that.</li>
        </ol>
      </section>
    </div>
  );
}
