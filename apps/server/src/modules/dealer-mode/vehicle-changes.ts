// A vehicle's details corrected (PUT update) and its welcome text sent again (spec part 3
// sections 4, 7 and 8), each within the staff member's apps.
import type { z } from 'zod/mini';
import type {
  resendWelcomeSchema,
  updateVehicleSchema,
} from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import { isClaimedByCustomer } from '@ignite/domain/welcome-flow/claimed';
import { conflict, forbidden, notFound } from '../../core/http-errors.ts';
import { type DealerTextDeps, welcomeRefused } from './activation.ts';
import type { DealerModeStatements } from './dealer-mode-repository.ts';
import type { StaffScope } from './staff-scope.ts';
import { queueWelcomeText } from './welcome-texts.ts';

type UpdateForm = z.output<typeof updateVehicleSchema>;
type ResendForm = z.output<typeof resendWelcomeSchema>;

export const NOT_ACTIVATED = 'Activate the vehicle before sending its welcome text';
export const ALREADY_CLAIMED = 'The customer has already claimed this vehicle';

/** The vehicle, locked, if it is in the staff member's apps: 404 unknown, 403 another app's. */
async function scopedVehicle(tx: DealerModeStatements, scope: StaffScope, vehicleId: string) {
  const row = await tx.lockVehicle(vehicleId);
  if (!row) throw notFound(DEALER_MESSAGES.vehicleNotFound);
  scope.require(row.appConfigurationId);
  return row;
}

export function createVehicleChanges({
  repository,
  scopes,
  dealerVehicles,
  clock,
  publicUrl,
  onMessageQueued,
}: DealerTextDeps) {
  return {
    async update(userId: string, { vehicleId, ...changes }: UpdateForm) {
      const scope = await scopes.of(userId);
      await repository.transaction(async (tx) => {
        const row = await scopedVehicle(tx, scope, vehicleId);
        const rego = changes.rego ?? row.rego;
        const regoState = changes.regoState ?? row.regoState;
        if (rego && regoState && (changes.rego || changes.regoState)) {
          const taken = await tx.regoTaken(
            row.appConfigurationId,
            rego.replaceAll(' ', ''),
            regoState,
            vehicleId,
          );
          if (taken) throw conflict(DEALER_MESSAGES.regoTaken);
        }
        const defined = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        );
        const odometerSet = changes.odometer === undefined ? {} : { dateLastSetOdometer: clock() };
        if (Object.keys(defined).length > 0) {
          await tx.updateVehicle(vehicleId, { ...defined, ...odometerSet });
        }
      });
      return { vehicle: await dealerVehicles.byId(scope.appIds, vehicleId) };
    },

    /**
     * The welcome text again, to the customer's own mobile only (a verified one, or the one
     * given at the activation that made them): 409 for any other number, 429 past the limits.
     */
    async resendWelcome(userId: string, form: ResendForm) {
      const scope = await scopes.of(userId);
      scope.require(form.appConfigurationId);
      const mobile = normaliseMobile(form.mobile);
      const now = clock();
      await repository.transaction(async (tx) => {
        const row = await scopedVehicle(tx, scope, form.vehicleId);
        if (row.appConfigurationId !== form.appConfigurationId) {
          throw forbidden(DEALER_MESSAGES.appNotInRoles);
        }
        if (!row.ownerId || !row.activatedAt) throw conflict(NOT_ACTIVATED);
        if (isClaimedByCustomer(row)) throw conflict(ALREADY_CLAIMED);
        const refusal = await queueWelcomeText(tx, publicUrl, {
          vehicleId: row.id,
          consumerUserId: row.ownerId,
          mobile,
          now,
        });
        if (refusal) throw welcomeRefused(refusal);
      });
      onMessageQueued();
      return { wasSuccessful: true };
    },
  };
}

export type VehicleChanges = ReturnType<typeof createVehicleChanges>;
