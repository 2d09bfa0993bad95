// The vehicle's use cases: read it with its conditions, set the odometer, update or reset its
// details. Each acts only on the caller's own vehicle (the owner is in every WHERE clause).
import {
  makeModelLockedMessage,
  type OdometerUpdate,
  odometerBelowCurrentMessage,
  REGO_READ_ONLY_MESSAGE,
  type VehicleDetailsUpdate,
} from '@ignite/domain/garage/garage-api';
import {
  implausibleJumpMessage,
  isImplausibleJump,
  ODOMETER_CORRECTED_TITLE,
  ODOMETER_UPDATED_TITLE,
  odometerUpdatedDescription,
  odometerCorrectedDescription,
} from '@ignite/domain/garage/odometer-readings';
import { annualKilometresForUsage } from '@ignite/domain/garage/usage';
import type { Vehicle, VehicleCondition } from '@ignite/domain/garage/vehicle';
import type { Clock } from '../../../core/clock.ts';
import { badRequest, notFound } from '../../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../../core/messages.ts';
import type { VehicleRow } from '../../../core/owned-vehicle.ts';
import type { ConditionRepository } from '../conditions/condition-repository.ts';
import { loadVehicleCondition } from '../conditions/vehicle-condition.ts';
import type { VehicleRepository } from './vehicle-repository.ts';
import { toVehicle } from './vehicle-view.ts';

type Deps = { vehicles: VehicleRepository; conditions: ConditionRepository; clock: Clock };

export type VehicleService = ReturnType<typeof createVehicleService>;

export function createVehicleService({ vehicles, conditions, clock }: Deps) {
  /** The API's vehicle, with the conditions and score the vehicle endpoint answers. */
  async function vehicleView(vehicle: VehicleRow, appName: string, now: Date): Promise<Vehicle> {
    return toVehicle(vehicle, appName, now, await loadVehicleCondition(conditions, vehicle, now));
  }

  return {
    vehicleView,

    /** The caller's vehicle; not theirs -> 404. */
    async getVehicle(userId: string, vehicleId: string): Promise<Vehicle> {
      const found = await vehicles.requireOwnedVehicle(userId, vehicleId);
      return vehicleView(found.vehicle, found.appName, clock());
    },

    /**
     * Set odometer: never below the current reading (checked in the UPDATE itself) unless it
     * corrects a mistaken one, which history records; a reading far beyond what the car could
     * have driven since the last one must be confirmed (odometer-readings.ts).
     */
    async setOdometer(
      userId: string,
      { vehicleId, odometer, confirmed, correction }: OdometerUpdate,
    ): Promise<true> {
      const { vehicle } = await vehicles.requireOwnedVehicle(userId, vehicleId);
      const now = clock();
      const last = { odometer: vehicle.odometer, setAt: vehicle.dateLastSetOdometer };
      if (!confirmed && isImplausibleJump(last, odometer, now)) {
        throw badRequest(implausibleJumpMessage(vehicle.odometer ?? 0, odometer));
      }
      if (correction) {
        const history = {
          title: ODOMETER_CORRECTED_TITLE,
          description: odometerCorrectedDescription(vehicle.odometer, odometer),
        };
        if (await vehicles.correctOdometer(userId, vehicleId, { odometer, at: now, history })) {
          return true;
        }
        throw notFound(VEHICLE_NOT_FOUND);
      }
      const history = {
        title: ODOMETER_UPDATED_TITLE,
        description: odometerUpdatedDescription(odometer),
      };
      if (await vehicles.raiseOdometer(userId, vehicleId, { odometer, at: now, history })) {
        return true;
      }
      const { vehicle: current } = await vehicles.requireOwnedVehicle(userId, vehicleId);
      throw badRequest(odometerBelowCurrentMessage(current.odometer ?? 0));
    },

    /** Vehicle details: rego is read-only; make and model only while still unknown. */
    async updateDetails(userId: string, details: VehicleDetailsUpdate): Promise<VehicleCondition> {
      const { vehicleId, rego, make, model, nickname, regoState, odometer, vehicleUsage } = details;
      const { vehicle } = await vehicles.requireOwnedVehicle(userId, vehicleId);
      const same = (a: string | null, b: string) => a?.toUpperCase() === b.trim().toUpperCase();
      if (rego !== undefined && !same(vehicle.rego, rego)) throw badRequest(REGO_READ_ONLY_MESSAGE);
      if (make !== undefined && vehicle.make !== null && !same(vehicle.make, make)) {
        throw badRequest(makeModelLockedMessage('make'));
      }
      if (model !== undefined && vehicle.model !== null && !same(vehicle.model, model)) {
        throw badRequest(makeModelLockedMessage('model'));
      }
      const now = clock();
      // The details form may correct a mistaken reading downwards (its minimum is 0, unlike
      // set-odometer's), and a reading entered here is as fresh as one from set-odometer.
      const changes = {
        ...(vehicle.make === null && make !== undefined ? { make } : {}),
        ...(vehicle.model === null && model !== undefined ? { model } : {}),
        ...(nickname !== undefined ? { nickname } : {}),
        ...(regoState !== undefined ? { regoState } : {}),
        ...(odometer !== undefined ? { odometer, dateLastSetOdometer: now } : {}),
        ...(vehicleUsage !== undefined
          ? { vehicleUsage, estimatedAnnualKilometers: annualKilometresForUsage(vehicleUsage) }
          : {}),
      };
      // Nothing to change (the form saved unedited sends the vehicle alone): the vehicle as it
      // is. An UPDATE with nothing to set failed and answered 500 (found by the route fuzz).
      const row =
        Object.keys(changes).length === 0
          ? vehicle
          : await vehicles.updateDetails(userId, vehicleId, changes);
      if (!row) throw notFound(VEHICLE_NOT_FOUND);
      return loadVehicleCondition(conditions, row, now);
    },

    /**
     * Reset vehicle. The spec names the call and its confirmation only. Our reading: undo what
     * the owner entered about the car in the details form, so the garage asks for it again:
     * nickname, usage and annual km cleared, and the odometer marked as needing a new reading
     * (dateLastSetOdometer cleared; the reading itself stays, as set-odometer's minimum).
     * Make, model and rego come from the dealership and stay; conditions, reminders, the
     * service schedule, appointments, the log and history are records, not details, and stay.
     */
    async resetVehicle(userId: string, vehicleId: string): Promise<true> {
      if (!(await vehicles.resetDetails(userId, vehicleId))) throw notFound(VEHICLE_NOT_FOUND);
      return true;
    },
  };
}
