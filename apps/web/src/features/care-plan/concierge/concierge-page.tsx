import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BatteryWarning,
  Car,
  ChevronRight,
  CircleAlert,
  Fuel,
  KeyRound,
  Landmark,
  LifeBuoy,
  PaintBucket,
  Volume2,
  Wrench,
  AppWindow,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { DocumentLink } from '../plan/document-link.tsx';
import { useProtectDocuments, useRewardsDocuments } from '../plan/document-links.ts';
import { GenericCarePlan } from '../plan/generic-care-plan.tsx';
import { GarageModelGate } from '@/entities/vehicle/garage-model-gate.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { showsConciergeMessages } from '@ignite/domain/garage/setting-effects';
import { useUserSettings } from '@/shared/settings/use-user-settings.ts';
import { ConciergeMessages } from './concierge-messages.tsx';
import { ConciergeCall, HelpCalls } from './help-calls.tsx';
import { helpPath, helpTopic } from './help-topics.ts';
import { useConciergeHours } from './use-concierge-open.ts';

type Shortcut = { label: string; icon: LucideIcon; to: string };

const topic = (group: string, name: string, anchor?: string) => {
  const found = helpTopic(group, name);
  return found ? helpPath(found, anchor) : paths.concierge;
};

/** Spec part 2 section 9: the roadside emergency shortcuts. */
const EMERGENCY: readonly Shortcut[] = [
  { label: 'Accident', icon: CircleAlert, to: topic('emergency', 'accident') },
  { label: 'Battery', icon: BatteryWarning, to: topic('emergency', 'flat-battery') },
  { label: 'Flat tyre', icon: Car, to: topic('emergency', 'flat-tyre') },
  { label: 'Fuel', icon: Fuel, to: topic('emergency', 'fuel') },
  { label: 'Locked out', icon: KeyRound, to: topic('emergency', 'locked-out') },
];

/** Spec part 2 section 9: the concierge shortcuts (the spec gives them no paths; these help). */
const BOOKING: readonly Shortcut[] = [
  { label: 'Book service', icon: Wrench, to: topic('maintenance', 'book-service') },
  { label: 'Bodywork', icon: PaintBucket, to: topic('repair', 'scratch-and-dent') },
  { label: 'Windscreen', icon: AppWindow, to: topic('repair', 'windscreen') },
  {
    label: 'Engine warning light',
    icon: CircleAlert,
    to: topic('maintenance', 'book-service', 'warning-light'),
  },
  {
    label: 'Engine sound',
    icon: Volume2,
    to: topic('maintenance', 'book-service', 'engine-sound'),
  },
];

function Shortcuts({ items, label }: { items: readonly Shortcut[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {items.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-3 py-2 text-base font-medium hover:border-muted"
          >
            <Glyph icon={item.icon} className="text-xl text-accent" />
            <span className="min-w-0 flex-1">{item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /my-garage/concierge: the help hub (spec part 2 section 2). */
function ConciergeHours({ hours, timeZone }: { hours: string; timeZone: string }) {
  return <p className="text-sm text-muted">{useConciergeHours(hours, timeZone)}</p>;
}

export function ConciergePage() {
  return <GarageModelGate>{(garage) => <Concierge garage={garage} />}</GarageModelGate>;
}

function Concierge({ garage }: { garage: MyGarage }) {
  const { settings } = useUserSettings();
  const plan = garage.carePlan?.isEnabled ? garage.carePlan : null;
  const rewards = plan?.igniteRewards?.isEnabled ? plan.igniteRewards : null;
  const protect = plan?.igniteProtect?.isEnabled ? plan.igniteProtect : null;
  const roadside = plan?.roadsideAssistance?.isEnabled ? plan.roadsideAssistance : null;
  const vehicleId = garage.vehicle.vehicleId;
  const rewardsDocuments = useRewardsDocuments(vehicleId, rewards !== null);
  const protectDocuments = useProtectDocuments(vehicleId, protect !== null);
  const emergency = (
    <Panel id="emergency-help" title="In an emergency">
      <Shortcuts items={EMERGENCY} label="Emergency help" />
    </Panel>
  );
  // The generic variant: the unlock prompt instead of the concierge's tools.
  if (!plan || !rewards) {
    return (
      <div className="flex flex-col gap-8">
        <GenericCarePlan />
        {emergency}
      </div>
    );
  }
  const conciergeOn = rewards.isConciergeEnabled;
  // The dealership's messages, unless the owner switched them off in Settings.
  const showMessages = showsConciergeMessages(plan, settings);
  return (
    <div className="flex flex-col gap-8">
      {conciergeOn ? (
        <section className="flex flex-col gap-3 rounded-3xl border border-border bg-surface p-5">
          <h2 className="text-2xl font-bold tracking-tight">{rewards.conciergeTitle}</h2>
          <ConciergeHours hours={rewards.conciergeHours} timeZone={plan.timeZone} />
          {rewards.conciergePhoneNumber ? (
            <ConciergeCall phone={rewards.conciergePhoneNumber} timeZone={plan.timeZone} />
          ) : null}
        </section>
      ) : null}

      {showMessages ? <ConciergeMessages messages={rewards.messages} /> : null}

      {roadside ? (
        <Panel id="roadside" title={roadside.title}>
          <HelpCalls calls={['roadside']} garage={garage} />
        </Panel>
      ) : null}
      {emergency}

      <Panel id="booking-help" title="Bookings and repairs">
        {conciergeOn ? (
          <Shortcuts items={BOOKING} label="Booking help" />
        ) : (
          <Link
            to={paths.dealership}
            className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 font-medium"
          >
            <Glyph icon={Wrench} className="text-xl text-accent" />
            <span className="flex-1">Contact your dealership to book</span>
            <Glyph icon={ChevronRight} className="text-xl text-muted" />
          </Link>
        )}
        <Link
          to={topic('financeandinsurance', 'insurance')}
          className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 font-medium"
        >
          <Glyph icon={Landmark} className="text-xl text-accent" />
          <span className="flex-1">Insurance</span>
          <Glyph icon={ChevronRight} className="text-xl text-muted" />
        </Link>
        <Link
          to={topic('emergency', 'roadside-assist')}
          className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 font-medium"
        >
          <Glyph icon={LifeBuoy} className="text-xl text-accent" />
          <span className="flex-1">Broken down</span>
          <Glyph icon={ChevronRight} className="text-xl text-muted" />
        </Link>
      </Panel>

      <Panel id="documents" title="Documents">
        <DocumentLink href={rewardsDocuments.data?.termsAndConditionsLinkUrl}>
          {`${rewards.title} Terms & Conditions`}
        </DocumentLink>
        {protect ? (
          <>
            <DocumentLink href={protectDocuments.data?.termsAndConditionsLinkUrl}>
              {`${protect.title} Terms & Conditions`}
            </DocumentLink>
            <DocumentLink href={protectDocuments.data?.featureSummaryLinkUrl}>
              {`${protect.title} Feature Summary`}
            </DocumentLink>
            {protectDocuments.data?.agreementLinkUrl ? (
              <DocumentLink href={protectDocuments.data.agreementLinkUrl}>
                {`Your ${protect.title} Agreement`}
              </DocumentLink>
            ) : null}
          </>
        ) : null}
      </Panel>
    </div>
  );
}
