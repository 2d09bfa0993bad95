import { CalendarCheck, CalendarPlus, ExternalLink, Phone } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { bookingForCondition } from '@ignite/domain/booking/booked-work';
import { formatBookingTime } from '@ignite/domain/booking/booking-time';
import { ownerBookings } from '@ignite/domain/contract/booking';
import {
  callToActionOf,
  dismissedMessage,
  markDoneMessage,
  moreInfoTopicOf,
  resolvedMessage,
} from '@ignite/domain/garage/care-plan-item';
import {
  advanceByConditionInterval,
  dismissAlert,
  resolveAlert,
} from '@ignite/domain/contract/garage';
import type { Condition } from '@ignite/domain/garage/condition-schema';
import { endpointQuery } from '@/shared/api/client.ts';
import { Glyph } from '@/shared/icons/glyph.tsx';
import { Icon } from '@/shared/icons/icon.tsx';
import { paths } from '@/shared/routes.ts';
import { Button, buttonClass } from '@/shared/ui/button.tsx';
import { ButtonLink } from '@/shared/ui/button-link.tsx';
import { useItemChange } from './use-item-change.ts';

type Props = {
  condition: Condition;
  /** canMarkDone in the domain: a set, enabled reminder with an interval to move by. */
  canMarkDone: boolean;
  /** Due, overdue or critical: Mark done is the page's main action, unless an alert is. */
  needsAction: boolean;
};

/**
 * What the owner can do about the condition: Resolve or Dismiss an alert, Mark done, the
 * dealership's call to action, and the guide page. Each change goes back once saved.
 */
export function ItemActions({ condition, canMarkDone, needsAction }: Props) {
  const name = condition.labels.name;
  const resolve = useItemChange(resolveAlert, {
    goBack: true,
    successMessage: resolvedMessage(name),
  });
  const dismiss = useItemChange(dismissAlert, {
    goBack: true,
    successMessage: dismissedMessage(name),
  });
  const markDone = useItemChange(advanceByConditionInterval, {
    goBack: true,
    successMessage: markDoneMessage(name),
  });
  const busy = resolve.busy || dismiss.busy || markDone.busy;
  const ref = {
    body: { vehicleId: condition.consumerVehicleId, conditionId: condition.conditionId },
  };
  const action = callToActionOf(condition.callToActionType, condition.labels.actionMessage);
  const topic = moreInfoTopicOf(condition.type);
  const bookings = useQuery(
    endpointQuery(ownerBookings, { query: { vehicleId: condition.consumerVehicleId } }),
  );
  const booked = bookingForCondition(condition.type, bookings.data ?? []);

  return (
    <div className="flex flex-col gap-3">
      {/* An open recall or issue can be resolved; dismissed, it only left the banner. */}
      {condition.isCritical ? (
        <div className={`grid gap-3 ${condition.hasAlert ? 'grid-cols-2' : ''}`}>
          <Button disabled={busy} onClick={() => void resolve.run(ref)}>
            Resolve
          </Button>
          {condition.hasAlert ? (
            <Button variant="secondary" disabled={busy} onClick={() => void dismiss.run(ref)}>
              Dismiss
            </Button>
          ) : null}
        </div>
      ) : null}
      {canMarkDone ? (
        <Button
          variant={needsAction && !condition.isCritical ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => void markDone.run(ref)}
        >
          <Icon name="check" size="text-xl" />
          Mark done
        </Button>
      ) : null}
      {/* Booked already, it says when (to the bookings, to move or cancel it) rather than
          offering a second booking; else book the work, the wizard opened on this condition. */}
      {booked ? (
        <ButtonLink to={`${paths.myGarage}?p=bookings`} variant="secondary">
          <Glyph icon={CalendarCheck} className="text-xl" />
          {/* A drop-off time on the dealership's clock, not one of the page's dates. */}
          <span>Booked for {formatBookingTime(booked.utcDateAppointment, booked.timeZone)}</span>
        </ButtonLink>
      ) : (
        <ButtonLink to={`${paths.booking}?conditionType=${condition.type}`} variant="secondary">
          <Glyph icon={CalendarPlus} className="text-xl" />
          Book this in
        </ButtonLink>
      )}
      {action?.kind === 'phone' ? (
        <a href={action.href} className={buttonClass('secondary')}>
          <Phone aria-hidden="true" className="size-5" />
          {action.label}
        </a>
      ) : null}
      {action?.kind === 'url' ? (
        <a href={action.href} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
          <ExternalLink aria-hidden="true" className="size-5" />
          {action.label}
        </a>
      ) : null}
      {action?.kind === 'in-app' ? (
        <ButtonLink to={action.to} variant="secondary">
          {action.label}
        </ButtonLink>
      ) : null}
      {topic ? (
        <Link
          to={generatePath(paths.moreInfo, { topic })}
          className="flex min-h-12 items-center justify-center gap-2 rounded-xl text-base font-semibold text-accent hover:bg-raised"
        >
          <Icon name="info" size="text-xl" />
          More info<span className="sr-only"> about {name}</span>
        </Link>
      ) : null}
    </div>
  );
}
