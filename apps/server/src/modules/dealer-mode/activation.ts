// Activation (spec part 3 sections 3, 4, 5 and 7): staff hand a vehicle to its customer. The
// vehicle is created (no id yet) or taken from stock, its consumer found in the app by a
// mobile they verified or created, the welcome flow required of them, the dealership's care
// plan given, who did it recorded, and the welcome text queued: all in one transaction, or
// none of it.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
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
import { hashPassword } from '../../core/passwords.ts';
import type { Database } from '../../db/client.ts';
import { dealerActivations } from '../../db/dealer-mode-schema.ts';
import { appConfigurations, users, vehicles } from '../../db/schema.ts';
import { giveDealershipCarePlan } from '../care-plan/index.ts';
import type { DealerVehicles } from './dealer-vehicles.ts';
import type { StaffScope } from './staff-scope.ts';
import { queueWelcomeText, type WelcomeTextRefusal } from './welcome-texts.ts';

type CreateForm = z.output<typeof createVehicleSchema>;
type ActivateForm = z.output<typeof activateVehicleSchema>;

/** What activation and the welcome text's resend need. */
export type DealerTextDeps = {
  db: Database;
  clock: Clock;
  dealerVehicles: DealerVehicles;
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
  db,
  clock,
  dealerVehicles,
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
    tx: Database,
    form: CreateForm,
    mobile: string,
    ownerId: string | null,
    passwordHash: string,
  ): Promise<Consumer> {
    if (ownerId) return { id: ownerId, madeNow: false };
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.kind, 'consumer'),
          eq(users.mobileNumber, mobile),
          eq(users.mobileVerified, true),
          eq(users.appConfigurationId, form.appConfigurationId),
        ),
      )
      .orderBy(users.createdAt)
      .limit(1);
    if (existing) return { id: existing.id, madeNow: false };
    const [app] = await tx
      .select({ organisationId: appConfigurations.organisationId })
      .from(appConfigurations)
      .where(eq(appConfigurations.id, form.appConfigurationId));
    const [created] = await tx
      .insert(users)
      .values({
        username: `customer-${randomUUID()}@activated.ignite`,
        passwordHash,
        kind: 'consumer',
        firstName: form.firstName ?? '',
        lastName: form.lastName ?? '',
        email: '',
        mobileNumber: mobile,
        organisationId: app?.organisationId ?? null,
        appConfigurationId: form.appConfigurationId,
        organisationConsumerId: randomUUID(),
        appConsumerId: randomUUID(),
      })
      .returning({ id: users.id });
    if (!created) throw badRequest(DEALER_MESSAGES.activationFailed);
    return { id: created.id, madeNow: true };
  }

  /** The stock vehicle to activate, locked; 404 unknown, 403 another app's, 409 if done. */
  async function stockVehicle(tx: Database, scope: StaffScope, form: ActivateForm) {
    const [row] = await tx
      .select({
        id: vehicles.id,
        ownerId: vehicles.ownerId,
        appConfigurationId: vehicles.appConfigurationId,
        activatedAt: vehicles.activatedAt,
      })
      .from(vehicles)
      .where(eq(vehicles.id, form.vehicleId))
      .for('update');
    if (!row) throw notFound(DEALER_MESSAGES.vehicleNotFound);
    scope.require(row.appConfigurationId);
    if (row.appConfigurationId !== form.appConfigurationId) {
      throw forbidden(DEALER_MESSAGES.appNotInRoles);
    }
    if (row.activatedAt) throw conflict(DEALER_MESSAGES.alreadyActivated);
    return row;
  }

  async function newVehicle(tx: Database, form: CreateForm) {
    const rego = form.rego.replaceAll(' ', '');
    // Two staff creating the same rego at once would both find it free: the check and the
    // insert hold a lock on this app, rego and state until the transaction ends. (A unique
    // index cannot do it: stock cars imported from a dealership's systems may repeat a rego.)
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${form.appConfigurationId}/${form.regoState}/${rego}`}, 0))`,
    );
    const [taken] = await tx
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(
        and(
          eq(vehicles.appConfigurationId, form.appConfigurationId),
          sql`upper(replace(${vehicles.rego}, ' ', '')) = ${rego}`,
          eq(vehicles.regoState, form.regoState),
        ),
      );
    if (taken) throw conflict(DEALER_MESSAGES.regoTaken);
    const [created] = await tx
      .insert(vehicles)
      .values({ appConfigurationId: form.appConfigurationId, rego: form.rego })
      .returning({ id: vehicles.id });
    if (!created) throw badRequest(DEALER_MESSAGES.activationFailed);
    return { id: created.id, ownerId: null };
  }

  async function activate(scope: StaffScope, form: CreateForm & { vehicleId?: string }) {
    scope.require(form.appConfigurationId);
    const now = clock();
    const mobile = normaliseMobile(form.mobile);
    const kind = form.vehicleId ? 'activate' : 'create';
    // A password no one knows, for a new customer: they sign in through the text's link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const { vehicleId, consumer } = await db.transaction(async (tx) => {
      const vehicle = form.vehicleId
        ? await stockVehicle(tx, scope, { ...form, vehicleId: form.vehicleId })
        : await newVehicle(tx, form);
      const consumer = await consumerFor(tx, form, mobile, vehicle.ownerId, passwordHash);
      const consumerUserId = consumer.id;
      const [app] = await tx
        .select({ isCarePlanEnabled: appConfigurations.isCarePlanEnabled })
        .from(appConfigurations)
        .where(eq(appConfigurations.id, form.appConfigurationId));
      await tx
        .update(vehicles)
        .set({
          ownerId: consumerUserId,
          rego: form.rego,
          regoState: form.regoState,
          odometer: form.odometer,
          dateLastSetOdometer: now,
          ...(form.vin ? { vin: form.vin.toUpperCase() } : {}),
          ...(form.make ? { make: form.make } : {}),
          ...(form.model ? { model: form.model } : {}),
          ...(form.year ? { year: form.year } : {}),
          isCarePlanEnabled: app?.isCarePlanEnabled ?? false,
          requiresWelcomeFlow: true,
          welcomeFlowProgress: 0,
          verified: false,
          activatedAt: now,
        })
        .where(eq(vehicles.id, vehicle.id));
      // The customer's garage opens on this car unless they already have one in view.
      await tx
        .update(users)
        .set({ activeVehicleId: sql`coalesce(${users.activeVehicleId}, ${vehicle.id})` })
        .where(eq(users.id, consumerUserId));
      await giveDealershipCarePlan(tx, {
        vehicleId: vehicle.id,
        appConfigurationId: form.appConfigurationId,
        now,
        welcomeFlowCompletedAt: null,
        healthMonitorStatus: form.healthMonitorInstallationStatus as EquipmentStatus,
      });
      await tx.insert(dealerActivations).values({
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
    create: (scope: StaffScope, form: CreateForm) => activate(scope, form),
    activate: (scope: StaffScope, form: ActivateForm) => activate(scope, form),
  };
}

export type Activation = ReturnType<typeof createActivation>;
