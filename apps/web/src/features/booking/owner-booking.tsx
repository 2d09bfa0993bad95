import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { type BookingWhat, bookingWhatSchema } from '@ignite/domain/booking/booking-request';
import { OWNER_WIZARD, OWNER_WIZARD_STEPS } from '@ignite/domain/booking/wizard';
import { createBooking, ownerBookings } from '@ignite/domain/contract/booking';
import { myGarage } from '@ignite/domain/contract/garage';
import { ConditionType } from '@ignite/domain/garage/enums';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { User } from '@ignite/domain/user';
import { endpointQuery } from '@/shared/api/client.ts';
import { useApiMutation } from '@/shared/api/use-api-mutation.ts';
import { LoadingBlock } from '@/shared/ui/loading-block.tsx';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { BookedSummary } from './booked-summary.tsx';
import { clearDraft, readDraft, writeDraft } from './booking-draft.ts';
import { ChoiceList } from './choice-list.tsx';
import { type Contact, ContactStep, contactErrors } from './contact-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { useWizard } from './use-wizard.ts';
import { WhatStep } from './what-step.tsx';
import { WhenStep } from './when-step.tsx';
import { WizardFrame } from './wizard-frame.tsx';

const CODE = /^[PBCU][0-9A-F]{4}$/;
const REVIEW = OWNER_WIZARD_STEPS.indexOf('Review');
const RECEIPT = OWNER_WIZARD_STEPS.length - 1;
/** The address's mark of a booking made: the receipt reloads from it. */
export const BOOKED_PARAM = 'booked';

/** What the wizard was opened for: ?conditionType= from a tile or item, ?codes= from a scan. */
function prefilled(query: URLSearchParams): { what: BookingWhat | null; codes: string[] } {
  const codes = (query.get('codes') ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => CODE.test(code));
  if (codes.length > 0) return { what: { kind: 'codes', codes }, codes };
  const type = Number(query.get('conditionType'));
  if (type === ConditionType.Service) return { what: { kind: 'service' }, codes };
  const known = (Object.values(ConditionType) as number[]).includes(type);
  return {
    what: known ? { kind: 'condition', conditionType: type as ConditionType } : null,
    codes,
  };
}

function isWhatValid(what: BookingWhat | null): boolean {
  return what !== null && bookingWhatSchema.safeParse(what).success;
}

/** The receipt, read back from the owner's bookings, so a reload shows it again. */
function Receipt({ vehicleId, appointmentId }: { vehicleId: string; appointmentId: string }) {
  const list = useQuery(endpointQuery(ownerBookings, { query: { vehicleId } }));
  const booked = list.data?.find((booking) => booking.appointmentId === appointmentId);
  if (booked) return <BookedSummary booked={booked} />;
  if (list.isPending) return <LoadingBlock className="h-40 rounded-2xl bg-raised" />;
  return (
    <p role="status" className="text-base">
      This booking is no longer open. Your bookings are in My Garage.
    </p>
  );
}

/**
 * The wizard for a signed-in owner: every step real, a review of everything before Book, and
 * Book books at the dealership. The choices and the step survive a reload (session storage);
 * the receipt's address names the booking, so it survives one too.
 */
export function OwnerBooking({ user, vehicleId }: { user: User; vehicleId: string }) {
  const [query, setQuery] = useSearchParams();
  const bookedId = query.get(BOOKED_PARAM);
  const [opened] = useState(() => {
    const start = prefilled(query);
    const search = query.toString();
    return { start, search, draft: bookedId ? null : readDraft(vehicleId, search) };
  });
  const { start, search, draft } = opened;
  const garage = useMyGarage();
  const create = useApiMutation(createBooking, {
    invalidates: [myGarage, ownerBookings],
    // The booking is made: its draft goes before anything is read again.
    onSuccess: () => clearDraft(vehicleId),
  });
  const [what, setWhat] = useState<BookingWhat | null>(draft?.what ?? start.what);
  const [day, setDay] = useState<string | null>(draft?.day ?? null);
  const [time, setTime] = useState<string | null>(draft?.time ?? null);
  const [pickup, setPickup] = useState<'yes' | 'no'>(draft?.pickup ?? 'no');
  const [contact, setContact] = useState<Contact>(
    draft?.contact ?? { firstName: user.firstName, lastName: user.lastName, mobile: '' },
  );

  async function book(): Promise<string | null> {
    if (!what || !time) return GENERIC_ERROR_MESSAGE;
    const result = await create.run({
      body: {
        vehicleId,
        what,
        utcDateAppointment: time,
        pickupAndDelivery: pickup === 'yes',
        contact,
      },
    });
    if (!result.success) {
      // A time taken meanwhile: choose another.
      if (result.status === 409) setTime(null);
      return result.messages[0] ?? GENERIC_ERROR_MESSAGE;
    }
    setQuery({ [BOOKED_PARAM]: result.data.appointmentId }, { replace: true });
    return null;
  }

  const wizard = useWizard(book, {
    shape: OWNER_WIZARD,
    initialIndex: bookedId ? RECEIPT : Math.min(draft?.index ?? 0, REVIEW),
  });

  useEffect(() => {
    if (bookedId || wizard.isLast) return;
    writeDraft(vehicleId, { search, index: wizard.index, what, day, time, pickup, contact });
  }, [bookedId, vehicleId, search, wizard.index, wizard.isLast, what, day, time, pickup, contact]);

  const dueConditions = (garage.data?.vehicle.condition?.conditions ?? []).filter(
    (condition) => condition.isDue || condition.isOverdue,
  );
  const contactValid = Object.keys(contactErrors(contact)).length === 0;
  const valid = [
    isWhatValid(what),
    time !== null,
    true,
    contactValid,
    isWhatValid(what) && time !== null && contactValid,
    true,
  ][wizard.index];

  return (
    <WizardFrame wizard={wizard} stepIsValid={valid ?? false} steps={OWNER_WIZARD_STEPS}>
      {wizard.index === 0 ? (
        <WhatStep
          dueConditions={dueConditions}
          codes={start.codes}
          what={what}
          onChange={setWhat}
        />
      ) : null}
      {wizard.index === 1 ? (
        <WhenStep
          vehicleId={vehicleId}
          day={day}
          time={time}
          onDay={(next) => {
            setDay(next);
            setTime(null);
          }}
          onTime={setTime}
        />
      ) : null}
      {wizard.index === 2 ? (
        <ChoiceList
          legend="Pickup and delivery"
          value={pickup}
          onChange={setPickup}
          choices={[
            { value: 'no', label: 'I’ll drop the car off', hint: 'At the time you chose' },
            {
              value: 'yes',
              label: 'Pick it up and bring it back',
              hint: 'The workshop will call to arrange it',
            },
          ]}
        />
      ) : null}
      {wizard.index === 3 ? <ContactStep contact={contact} onChange={setContact} /> : null}
      {wizard.index === REVIEW && what && time ? (
        <ReviewStep
          vehicleId={vehicleId}
          day={day}
          what={what}
          time={time}
          pickup={pickup === 'yes'}
          contact={contact}
          onChange={wizard.goTo}
        />
      ) : null}
      {wizard.index === REVIEW && (!what || !time) ? (
        <p role="status">Choose what the car needs and a time first.</p>
      ) : null}
      {wizard.index === RECEIPT && bookedId ? (
        <Receipt vehicleId={vehicleId} appointmentId={bookedId} />
      ) : null}
    </WizardFrame>
  );
}
