// A dealer vehicle as the API answers it (spec part 3 section 3, Dealer vehicle), from its row.
import type { DealerVehicle } from '@ignite/domain/dealer-mode/dealer-api';
import { EquipmentStatus } from '@ignite/domain/garage/enums';
import type { DealerVehicleRow } from './dealer-vehicle-repository.ts';

export function toDealerVehicle(row: DealerVehicleRow): DealerVehicle {
  const { activatedAt, createdAt, healthMonitorStatus, theftRecoveryStatus, ...facts } = row;
  return {
    ...facts,
    // An unassigned vehicle has no consumer: its names are null, not ''.
    firstName: facts.organisationConsumerId ? facts.firstName : null,
    lastName: facts.organisationConsumerId ? facts.lastName : null,
    email: facts.email || null,
    isActivated: activatedAt !== null,
    healthMonitorInstallationStatus: healthMonitorStatus ?? EquipmentStatus.NotInstalled,
    theftRecoveryDeviceInstallationStatus: theftRecoveryStatus ?? EquipmentStatus.NotInstalled,
    utcDateCreated: createdAt.toISOString(),
  };
}
