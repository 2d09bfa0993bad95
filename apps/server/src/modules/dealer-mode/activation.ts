// Activation (spec part 3 sections 3, 4, 5 and 7): staff hand a vehicle to its customer. The
// vehicle is created (no id yet) or taken from stock, its consumer found in the app by a
// mobile they verified or created, the welcome flow required of them, the dealership's care
// plan given, who did it recorded, and the welcome text queued: all in one transaction, or
// none of it.
import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import type {
  activateVehicleSchema,
  createVehicleSchema,
} from '@ignite/domain/dealer-mode/dealer-api';
import { DEALER_MESSAGES } from '@ignite/domain/dealer-mode/dealer-rules';
import type { EquipmentStatus } from '@ignite/domain/garage/enums';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import type { Clock } from '../../core/clock.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../core/http-errors.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import type { DealerModeRepository, DealerModeStatements } from './dealer-mode-repository.ts';
import type { DealerVehicles } from './dealer-vehicles.ts';
import type { StaffScope, StaffScopes } from './staff-scope.ts';
import { queueWelcomeText, type WelcomeTextRefusal } from './welcome-texts.ts';

type CreateForm = z.output<typeof createVehicleSchema>;
type ActivateForm = z.output<typeof activateVehicleSchema>;

/** What activation and the welcome text's resend need. */
export type DealerTextDeps = {
  repository: DealerModeRepository;
  scopes: StaffScopes;
  dealerVehicles: DealerVehicles;
  clock: Clock;
  publicUrl: string;
  onMessageQueued: () => void;
};

/** A welcome text's refusal as the API answers it, with the spec's words for the limit. */
export function welcomeRefused(refusal: WelcomeTextRefusal) {
  return refusal === 'limited'
    ? tooManyRequests(DEALER_MESSAGES.welcomeRepeated)
    : conflict(DEALER_MESSAGES.welcomeOtherMobile);
}

type Consumer = { id: string; madeNow: boolean };

export function createActivation({
  repository,
  scopes,
  dealerVehicles,
  clock,
  publicUrl,
  onMessageQueued,
}: DealerTextDeps) {
  /**
   * The vehicle's owner if it has one; else the app's consumer who verified this mobile; else
   * a new one. A number typed on an account and never verified matches no one: anyone can
   * type anyone's number, and the car would go to them. The number's owner then gets a new
   * account of their own, reached at that number, rather than a refusal that whoever typed
   * their number could keep up for as long as they liked.
   */
  async function consumerFor(
    tx: DealerModeStatements,
    form: CreateForm,
    mobile: string,
    ownerId: string | null,
    passwordHash: string,
  ): Promise<Consumer> {
    if (ownerId) return { id: ownerId, madeNow: false };
    const existing = await tx.verifiedConsumer(form.appConfigurationId, mobile);
    if (existing) return { id: existing, madeNow: false };
    const organisationId = await tx.appOrganisation(form.appConfigurationId);
    const created = await tx.insertConsumer({
      username: `customer-${randomUUID()}@activated.ignite`,
      passwordHash,
      kind: 'consumer',
      firstName: form.firstName ?? '',
      lastName: form.lastName ?? '',
      email: '',
      mobileNumber: mobile,
      organisationId,
      appConfigurationId: form.appConfigurationId,
      organisationConsumerId: randomUUID(),
      appConsumerId: randomUUID(),
    });
    if (!created) throw badRequest(DEALER_MESSAGES.activationFailed);
    return { id: created, madeNow: true };
  }

  /** The stock vehicle to activate, locked; 404 unknown, 403 another app's, 409 if done. */
  async function stockVehicle(tx: DealerModeStatements, scope: StaffScope, form: ActivateForm) {
    const row = await tx.lockVehicle(form.vehicleId);
    if (!row) throw notFound(DEALER_MESSAGES.vehicleNotFound);
    scope.require(row.appConfigurationId);
    if (row.appConfigurationId !== form.appConfigurationId) {
      throw forbidden(DEALER_MESSAGES.appNotInRoles);
    }
    if (row.activatedAt) throw conflict(DEALER_MESSAGES.alreadyActivated);
    return { id: row.id, ownerId: row.ownerId };
  }

  async function newVehicle(tx: DealerModeStatements, form: CreateForm) {
    const rego = form.rego.replaceAll(' ', '');
    // Two staff creating the same rego at once would both find it free: the check and the
    // insert hold a lock on this app, rego and state until the transaction ends.
    await tx.lockRego(form.appConfigurationId, form.regoState, rego);
    if (await tx.regoTaken(form.appConfigurationId, rego, form.regoState)) {
      throw conflict(DEALER_MESSAGES.regoTaken);
    }
    const created = await tx.insertVehicle(form.appConfigurationId, form.rego);
    if (!created) throw badRequest(DEALER_MESSAGES.activationFailed);
    return { id: created, ownerId: null };
  }

  async function activate(scope: StaffScope, form: CreateForm & { vehicleId?: string }) {
    scope.require(form.appConfigurationId);
    const now = clock();
    const mobile = normaliseMobile(form.mobile);
    const kind = form.vehicleId ? 'activate' : 'create';
    // A password no one knows, for a new customer: they sign in through the text's link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const { vehicleId, consumer } = await repository.transaction(async (tx) => {
      const vehicle = form.vehicleId
        ? await stockVehicle(tx, scope, { ...form, vehicleId: form.vehicleId })
        : await newVehicle(tx, form);
      const consumer = await consumerFor(tx, form, mobile, vehicle.ownerId, passwordHash);
      const consumerUserId = consumer.id;
      const isCarePlanEnabled = await tx.appGivesCarePlan(form.appConfigurationId);
      await tx.updateVehicle(vehicle.id, {
        ownerId: consumerUserId,
        rego: form.rego,
        regoState: form.regoState,
        odometer: form.odometer,
        dateLastSetOdometer: now,
        ...(form.vin ? { vin: form.vin.toUpperCase() } : {}),
        ...(form.make ? { make: form.make } : {}),
        ...(form.model ? { model: form.model } : {}),
        ...(form.year ? { year: form.year } : {}),
        isCarePlanEnabled,
        requiresWelcomeFlow: true,
        welcomeFlowProgress: 0,
        verified: false,
        activatedAt: now,
      });
      // The customer's garage opens on this car unless they already have one in view.
      await tx.openGarageOn(consumerUserId, vehicle.id);
      await tx.giveDealershipCarePlan({
        vehicleId: vehicle.id,
        appConfigurationId: form.appConfigurationId,
        now,
        welcomeFlowCompletedAt: null,
        healthMonitorStatus: form.healthMonitorInstallationStatus as EquipmentStatus,
      });
      await tx.recordActivation({
        vehicleId: vehicle.id,
        staffUserId: scope.staffUserId,
        consumerUserId,
        appConfigurationId: form.appConfigurationId,
        kind,
        mobile,
        madeConsumer: consumer.madeNow,
        createdAt: now,
      });
      const refusal = await queueWelcomeText(tx, publicUrl, {
        vehicleId: vehicle.id,
        consumerUserId,
        mobile,
        now,
      });
      if (refusal) throw welcomeRefused(refusal);
      return { vehicleId: vehicle.id, consumer };
    });
    onMessageQueued();
    const vehicle = await dealerVehicles.byId(scope.appIds, vehicleId);
    if (!vehicle || consumer.madeNow) return { vehicle };
    // A customer who already had an account is told back only as staff entered them: typing
    // a number must not tell staff whose it is.
    return {
      vehicle: {
        ...vehicle,
        firstName: form.firstName || null,
        lastName: form.lastName || null,
        businessName: null,
        email: null,
        mobile,
      },
    };
  }

  return {
    create: async (userId: string, form: CreateForm) => activate(await scopes.of(userId), form),
    activate: async (userId: string, form: ActivateForm) => activate(await scopes.of(userId), form),
  };
}

export type Activation = ReturnType<typeof createActivation>;
