import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { BookingWhat } from '@ignite/domain/booking/booking-request';
import { createBooking } from '@ignite/domain/contract/booking';
import { myGarage } from '@ignite/domain/contract/garage';
import type { EndpointData } from '@ignite/domain/contract/endpoint';
import { ConditionType } from '@ignite/domain/garage/enums';
import { GENERIC_ERROR_MESSAGE } from '@ignite/domain/result';
import type { User } from '@ignite/domain/user';
import { api } from '@/shared/api/client.ts';
import { endpointKey } from '@/shared/api/endpoint-query.ts';
import { useMyGarage } from '@/entities/vehicle/my-garage-query.ts';
import { ChoiceList } from './choice-list.tsx';
import { type Contact, ContactStep, contactErrors } from './contact-step.tsx';
import { BookedSummary } from './booked-summary.tsx';
import { useWizard } from './use-wizard.ts';
import { WhatStep } from './what-step.tsx';
import { WhenStep } from './when-step.tsx';
import { WizardFrame } from './wizard-frame.tsx';

type Booked = EndpointData<typeof createBooking>;

const CODE = /^[PBCU][0-9A-F]{4}$/;

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
  return what !== null && (what.kind !== 'note' || what.note.trim().length > 0);
}

/** The wizard for a signed-in owner: every step real, and Book books at the dealership. */
export function OwnerBooking({ user, vehicleId }: { user: User; vehicleId: string }) {
  const [query] = useSearchParams();
  const [start] = useState(() => prefilled(query));
  const garage = useMyGarage();
  const client = useQueryClient();
  const [what, setWhat] = useState<BookingWhat | null>(start.what);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [pickup, setPickup] = useState<'yes' | 'no'>('no');
  const [contact, setContact] = useState<Contact>({
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: '',
  });
  const [booked, setBooked] = useState<Booked | null>(null);

  async function book(): Promise<string | null> {
    if (!what || !time) return GENERIC_ERROR_MESSAGE;
    const result = await api.callWith(createBooking, {
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
    setBooked(result.data);
    await client.invalidateQueries({ queryKey: endpointKey(myGarage) });
    return null;
  }

  const wizard = useWizard(book);
  const dueConditions = (garage.data?.vehicle.condition?.conditions ?? []).filter(
    (condition) => condition.isDue || condition.isOverdue,
  );
  const valid = [
    isWhatValid(what),
    time !== null,
    true,
    Object.keys(contactErrors(contact)).length === 0,
    true,
  ][wizard.index];

  return (
    <WizardFrame wizard={wizard} stepIsValid={valid ?? false}>
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
      {wizard.index === 4 && booked ? <BookedSummary booked={booked} /> : null}
    </WizardFrame>
  );
}
