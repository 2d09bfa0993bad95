// The My Garage model's records as the API answers them: computed labels and openness, ISO
// dates, and money in dollars (the database keeps integer cents).
import type {
  Appointment,
  GarageLocation,
  HistoryItem,
  ServiceLogItem,
} from '@ignite/domain/garage/garage-api';
import { appointmentLabel, isAppointmentOpen } from '@ignite/domain/garage/appointments';
import { AppointmentType } from '@ignite/domain/garage/enums';
import type {
  appointments,
  historyItems,
  locations,
  serviceLogItems,
} from '../../../db/garage-schema.ts';

const dollars = (cents: number) => cents / 100;
const TYPES = new Set<number>(Object.values(AppointmentType));

export function toAppointment(row: typeof appointments.$inferSelect, now: Date): Appointment {
  // An unknown type (a newer DMS) is labelled by its state alone, as Other would be.
  const appointmentType = TYPES.has(row.appointmentType)
    ? (row.appointmentType as AppointmentType)
    : AppointmentType.Other;
  return {
    appointmentId: row.id,
    title: row.title,
    organisationConsumerId: row.organisationConsumerId,
    vehicleId: row.vehicleId,
    firstName: row.firstName,
    lastName: row.lastName,
    withName: row.withName,
    utcDateCreated: row.utcDateCreated.toISOString(),
    utcDateAppointment: row.utcDateAppointment.toISOString(),
    appointmentType: row.appointmentType,
    appointmentState: row.appointmentState,
    pickupAndDeliveryState: row.pickupAndDeliveryState,
    paid: dollars(row.paidCents),
    owing: dollars(row.owingCents),
    isOpen: isAppointmentOpen(row.appointmentState),
    label: appointmentLabel(
      {
        appointmentType,
        appointmentState: row.appointmentState,
        utcDateAppointment: row.utcDateAppointment,
      },
      now,
    ),
  };
}

export function toServiceLogItem(row: typeof serviceLogItems.$inferSelect): ServiceLogItem {
  return {
    vehicleId: row.vehicleId,
    title: row.title,
    utcDateCreated: row.utcDateCreated.toISOString(),
    locationName: row.locationName,
    locationOrganisationId: row.locationOrganisationId,
    purchaseAmount: dollars(row.purchaseAmountCents),
    // Optional in the spec: absent rather than null when no cashback was earned.
    ...(row.cashbackAmountCents === null
      ? {}
      : { cashbackAmount: dollars(row.cashbackAmountCents) }),
  };
}

export function toHistoryItem(row: typeof historyItems.$inferSelect): HistoryItem {
  return {
    vehicleId: row.vehicleId,
    type: row.type,
    title: row.title,
    description: row.description,
    utcEventDate: row.utcEventDate.toISOString(),
  };
}

export function toLocation(row: typeof locations.$inferSelect | undefined): GarageLocation | null {
  if (!row) return null;
  return {
    name: row.name,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    phone: row.phone,
    email: row.email,
    linkUrl: row.linkUrl,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
