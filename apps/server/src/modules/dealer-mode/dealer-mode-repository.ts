// Dealer mode's writes, over the database or a transaction: a vehicle activated for its
// customer (the vehicle, the consumer, the care plan and the record of who did it), a vehicle's
// details corrected, and the welcome text counted, linked and queued. The services run each
// call's statements in one transaction (`transaction`), so a refusal rolls them all back.
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  MAX_WELCOME_SENDS,
  MAX_WELCOME_SENDS_PER_NUMBER,
  WELCOME_SEND_WINDOW_HOURS,
} from '@ignite/domain/dealer-mode/dealer-rules';
import type { Database } from '../../db/client.ts';
import { dealerActivations, welcomeLinks, welcomeTextCounts } from '../../db/dealer-mode-schema.ts';
import { appConfigurations, organisations, users, vehicles } from '../../db/schema.ts';
import { giveDealershipCarePlan } from '../care-plan/index.ts';
import { enqueueMessage } from '../outbox/index.ts';

type VehicleChanges = Partial<typeof vehicles.$inferInsert>;

function dealerModeStatements(db: Database) {
  return {
    /** The vehicle's row, locked until the transaction ends; undefined for an unknown id. */
    async lockVehicle(vehicleId: string) {
      const [row] = await db
        .select()
        .from(vehicles)
        .where(eq(vehicles.id, vehicleId))
        .for('update');
      return row;
    },

    /**
     * Holds a lock on this app, state and rego until the transaction ends: two staff creating
     * the same rego at once would otherwise both find it free. (A unique index cannot do it:
     * stock cars imported from a dealership's systems may repeat a rego.)
     */
    async lockRego(appConfigurationId: string, regoState: string, rego: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`${appConfigurationId}/${regoState}/${rego}`}, 0))`,
      );
    },

    /**
     * Whether another vehicle of the app has this rego in this state, spaces and case aside.
     * `rego` is given without spaces.
     */
    async regoTaken(
      appConfigurationId: string,
      rego: string,
      regoState: string,
      exceptVehicleId?: string,
    ): Promise<boolean> {
      const [taken] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.appConfigurationId, appConfigurationId),
            sql`upper(replace(${vehicles.rego}, ' ', '')) = ${rego}`,
            eq(vehicles.regoState, regoState),
            exceptVehicleId === undefined ? undefined : ne(vehicles.id, exceptVehicleId),
          ),
        );
      return taken !== undefined;
    },

    /** A new vehicle of the app, in stock; its id. */
    async insertVehicle(appConfigurationId: string, rego: string): Promise<string | undefined> {
      const [created] = await db
        .insert(vehicles)
        .values({ appConfigurationId, rego })
        .returning({ id: vehicles.id });
      return created?.id;
    },

    async updateVehicle(vehicleId: string, changes: VehicleChanges): Promise<void> {
      await db.update(vehicles).set(changes).where(eq(vehicles.id, vehicleId));
    },

    /** The app's consumer who verified this mobile (the first made), if any. */
    async verifiedConsumer(appConfigurationId: string, mobile: string) {
      const [existing] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.kind, 'consumer'),
            eq(users.mobileNumber, mobile),
            eq(users.mobileVerified, true),
            eq(users.appConfigurationId, appConfigurationId),
          ),
        )
        .orderBy(users.createdAt)
        .limit(1);
      return existing?.id ?? null;
    },

    /** The app's dealership, if it has one. */
    async appOrganisation(appConfigurationId: string): Promise<string | null> {
      const [app] = await db
        .select({ organisationId: appConfigurations.organisationId })
        .from(appConfigurations)
        .where(eq(appConfigurations.id, appConfigurationId));
      return app?.organisationId ?? null;
    },

    /** Whether the app gives its vehicles the care plan. */
    async appGivesCarePlan(appConfigurationId: string): Promise<boolean> {
      const [app] = await db
        .select({ isCarePlanEnabled: appConfigurations.isCarePlanEnabled })
        .from(appConfigurations)
        .where(eq(appConfigurations.id, appConfigurationId));
      return app?.isCarePlanEnabled ?? false;
    },

    /** A new consumer; their id. */
    async insertConsumer(values: typeof users.$inferInsert): Promise<string | undefined> {
      const [created] = await db.insert(users).values(values).returning({ id: users.id });
      return created?.id;
    },

    /** The customer's garage opens on this vehicle unless they already have one in view. */
    async openGarageOn(userId: string, vehicleId: string): Promise<void> {
      await db
        .update(users)
        .set({ activeVehicleId: sql`coalesce(${users.activeVehicleId}, ${vehicleId})` })
        .where(eq(users.id, userId));
    },

    /** The dealership's care plan, unless the vehicle has one (care-plan's own statements). */
    giveDealershipCarePlan: (options: Parameters<typeof giveDealershipCarePlan>[1]) =>
      giveDealershipCarePlan(db, options),

    async recordActivation(values: typeof dealerActivations.$inferInsert): Promise<void> {
      await db.insert(dealerActivations).values(values);
    },

    /**
     * What tells where the customer's welcome link may go (welcome-reach in the domain): their
     * mobile, whether they verified it, and the mobile given at the activation that made them.
     */
    async welcomeReach(consumerUserId: string) {
      const [customer] = await db
        .select({
          mobileNumber: users.mobileNumber,
          mobileVerified: users.mobileVerified,
          activationMobile: dealerActivations.mobile,
        })
        .from(users)
        .leftJoin(
          dealerActivations,
          and(
            eq(dealerActivations.consumerUserId, users.id),
            eq(dealerActivations.madeConsumer, true),
          ),
        )
        .where(eq(users.id, consumerUserId))
        .limit(1);
      return customer;
    },

    /**
     * One more text for the vehicle and for the number, in one statement, so two instances or
     * ten taps at once still stay within the limits: a count whose window has run out starts
     * again at 1, else it goes up while under its limit (countWelcomeSend in the domain is the
     * same rule). A count at its limit is not updated and not returned, so fewer than two rows
     * back means refused. The vehicle's row is always written first, so two texts at once lock
     * the rows in the same order.
     */
    async countWelcomeText(vehicleId: string, mobile: string, now: Date): Promise<boolean> {
      const c = welcomeTextCounts;
      const windowOver = sql`${c.windowStartedAt} + make_interval(hours => ${WELCOME_SEND_WINDOW_HOURS}::int) <= excluded.window_started_at`;
      const limit = sql`case ${c.kind} when 'vehicle' then ${MAX_WELCOME_SENDS}::int else ${MAX_WELCOME_SENDS_PER_NUMBER}::int end`;
      const counted = await db
        .insert(c)
        .values([
          { kind: 'vehicle', subject: vehicleId, sends: 1, windowStartedAt: now },
          { kind: 'number', subject: mobile, sends: 1, windowStartedAt: now },
        ])
        .onConflictDoUpdate({
          target: [c.kind, c.subject],
          set: {
            sends: sql`case when ${windowOver} then 1 else ${c.sends} + 1 end`,
            windowStartedAt: sql`case when ${windowOver} then excluded.window_started_at else ${c.windowStartedAt} end`,
          },
          setWhere: sql`${windowOver} or ${c.sends} < ${limit}`,
        })
        .returning({ kind: c.kind });
      return counted.length === 2;
    },

    async insertWelcomeLink(values: typeof welcomeLinks.$inferInsert): Promise<void> {
      await db.insert(welcomeLinks).values(values);
    },

    /** What the welcome text names: the car, the app's brand and name, the dealership. */
    async welcomeTextFacts(vehicleId: string) {
      const [vehicle] = await db
        .select({
          make: vehicles.make,
          model: vehicles.model,
          year: vehicles.year,
          brandName: appConfigurations.brandName,
          appName: appConfigurations.name,
          dealershipName: organisations.name,
        })
        .from(vehicles)
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .leftJoin(organisations, eq(organisations.id, appConfigurations.organisationId))
        .where(eq(vehicles.id, vehicleId));
      return vehicle;
    },

    /** Queues a message in the outbox (the outbox's own statement). */
    queueMessage: (message: Parameters<typeof enqueueMessage>[1]) => enqueueMessage(db, message),
  };
}

export type DealerModeStatements = ReturnType<typeof dealerModeStatements>;

export function createDealerModeRepository(db: Database) {
  return {
    ...dealerModeStatements(db),
    /** Runs `work` in one transaction, with the statements over it. */
    transaction: <T>(work: (tx: DealerModeStatements) => Promise<T>): Promise<T> =>
      db.transaction((tx) => work(dealerModeStatements(tx))),
  };
}

export type DealerModeRepository = ReturnType<typeof createDealerModeRepository>;
