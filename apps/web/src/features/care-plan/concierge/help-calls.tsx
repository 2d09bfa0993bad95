import { CalendarPlus, Phone, Siren } from 'lucide-react';
import { ConditionType } from '@ignite/domain/garage/enums';
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { CONCIERGE_CLOSED_MESSAGE } from '@ignite/domain/care-plan/concierge-hours';
import { CallWithReference } from '@/entities/care-plan/call-with-reference.tsx';
import { enabledRoadside } from '@/entities/care-plan/roadside.ts';
import { ContactLink } from '@/shared/contact/contact-link.tsx';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { paths } from '@/shared/routes.ts';
import { buttonClass } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import type { HelpCall } from './help-topics.ts';
import { useConciergeOpen } from './use-concierge-open.ts';

const EMERGENCY_NUMBER = '000';

/**
 * The concierge's call button. Closed (spec part 2 section 4), it says so and the button is
 * dimmed and read-only: shown, so the owner knows the number, but not a link.
 */
export function ConciergeCall({ phone, timeZone }: { phone: string; timeZone: string }) {
  const open = useConciergeOpen(timeZone);
  if (open) {
    return (
      <ContactLink kind="call" value={phone} className={`${buttonClass('primary')} w-full`}>
        <Glyph icon={Phone} className="text-lg" />
        Call Concierge
      </ContactLink>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <span
        role="link"
        aria-disabled="true"
        className="inline-flex min-h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-xl border border-border bg-raised px-5 text-base font-semibold text-muted"
      >
        <Glyph icon={Phone} className="text-lg" />
        Call Concierge
      </span>
      <p role="status" className="text-center text-sm text-muted">
        {CONCIERGE_CLOSED_MESSAGE}
      </p>
    </div>
  );
}

/** The calls a help page offers, each only where the owner has that service. */
export function HelpCalls({ calls, garage }: { calls: readonly HelpCall[]; garage: MyGarage }) {
  const plan = garage.carePlan?.isEnabled ? garage.carePlan : null;
  const roadside = enabledRoadside(garage);
  const rewards = plan?.igniteRewards?.isConciergeEnabled ? plan.igniteRewards : null;
  const dealerPhone = garage.dealerLocation?.phone ?? null;
  return (
    <div className="flex flex-col gap-3">
      {calls.map((call) => {
        switch (call) {
          case 'emergency':
            return (
              <a
                key={call}
                href={`tel:${EMERGENCY_NUMBER}`}
                className={`${buttonClass('danger')} w-full`}
              >
                <Glyph icon={Siren} className="text-lg" />
                Call 000
              </a>
            );
          case 'roadside':
            return roadside?.phoneNumber ? (
              <CallWithReference
                key={call}
                phoneNumber={roadside.phoneNumber}
                label="Call Roadside Assistance"
                referenceName="policy number"
                reference={roadside.policyNumber}
              />
            ) : null;
          case 'concierge':
            return rewards?.conciergePhoneNumber && plan ? (
              <ConciergeCall
                key={call}
                phone={rewards.conciergePhoneNumber}
                timeZone={plan.timeZone}
              />
            ) : null;
          case 'booking':
            // After hours the concierge's phone is closed; the app books at any hour.
            return (
              <ButtonLink
                key={call}
                to={`${paths.booking}?conditionType=${ConditionType.Service}`}
                variant={rewards ? 'secondary' : 'primary'}
                className="w-full"
              >
                <Glyph icon={CalendarPlus} className="text-lg" />
                Book it in the app
              </ButtonLink>
            );
          case 'dealer':
            return dealerPhone && !rewards ? (
              <ContactLink
                key={call}
                kind="call"
                value={dealerPhone}
                className={`${buttonClass('secondary')} w-full`}
              >
                Call your dealership
              </ContactLink>
            ) : null;
        }
      })}
    </div>
  );
}
