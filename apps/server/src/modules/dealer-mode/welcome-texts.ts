// The welcome text (spec part 3 sections 4 and 8). Its link signs the customer in, so it goes
// only to the mobile that customer may be reached at (welcome-reach in the domain), and it is
// counted per vehicle and per number, whoever sends it, in one statement, so two instances or
// ten taps at once still stay within the limits. The count, the one-time link and the text are
// written in the caller's transaction: a text exists only if it was counted, and a refusal
// rolls back whatever the caller wrote with it.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_WELCOME_SENDS,
  MAX_WELCOME_SENDS_PER_NUMBER,
  vehicleDisplayName,
  WELCOME_LINK_VALID_DAYS,
  WELCOME_SEND_WINDOW_HOURS,
  welcomeText,
} from '@ignite/domain/dealer-mode/dealer-rules';
import { welcomeLinkMobile } from '@ignite/domain/dealer-mode/welcome-reach';
import { DAY_MS } from '@ignite/domain/garage/day';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';
import type { Database } from '../../db/client.ts';
import { dealerActivations, welcomeLinks, welcomeTextCounts } from '../../db/dealer-mode-schema.ts';
import { appConfigurations, organisations, users, vehicles } from '../../db/schema.ts';
import { enqueueMessage } from '../outbox/index.ts';

/** Where a welcome link is opened: the web app's page that signs the customer in. */
export const WELCOME_LINK_PATH = '/welcome';

type Send = {
  vehicleId: string;
  consumerUserId: string;
  /** E.164. */
  mobile: string;
  now: Date;
};

/** Why a welcome text did not go; nothing was written for it. */
export type WelcomeTextRefusal = 'otherMobile' | 'limited';

/** The mobile this customer's welcome link may go to, or null (welcome-reach in the domain). */
async function reachableMobile(tx: Database, consumerUserId: string) {
  const [customer] = await tx
    .select({
      mobileNumber: users.mobileNumber,
      mobileVerified: users.mobileVerified,
      activationMobile: dealerActivations.mobile,
    })
    .from(users)
    .leftJoin(
      dealerActivations,
      and(eq(dealerActivations.consumerUserId, users.id), eq(dealerActivations.madeConsumer, true)),
    )
    .where(eq(users.id, consumerUserId))
    .limit(1);
  return customer ? welcomeLinkMobile(customer) : null;
}

/**
 * One more text for the vehicle and for the number, in one statement: a count whose window
 * has run out starts again at 1, else it goes up while under its limit (countWelcomeSend in
 * the domain is the same rule). A count at its limit is not updated and not returned, so
 * fewer than two rows back means refused. The vehicle's row is always written first, so two
 * texts at once lock the rows in the same order.
 */
async function countText(tx: Database, { vehicleId, mobile, now }: Send) {
  const c = welcomeTextCounts;
  const windowOver = sql`${c.windowStartedAt} + make_interval(hours => ${WELCOME_SEND_WINDOW_HOURS}::int) <= excluded.window_started_at`;
  const limit = sql`case ${c.kind} when 'vehicle' then ${MAX_WELCOME_SENDS}::int else ${MAX_WELCOME_SENDS_PER_NUMBER}::int end`;
  const counted = await tx
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
}

/** Counts and queues one welcome text, or says why not (with nothing written for it). */
export async function queueWelcomeText(
  tx: Database,
  publicUrl: string,
  send: Send,
): Promise<WelcomeTextRefusal | null> {
  const { vehicleId, now } = send;
  if ((await reachableMobile(tx, send.consumerUserId)) !== send.mobile) return 'otherMobile';
  if (!(await countText(tx, send))) return 'limited';

  const token = newSecretToken();
  await tx.insert(welcomeLinks).values({
    tokenHash: hashSecretToken(token),
    userId: send.consumerUserId,
    vehicleId,
    sentTo: send.mobile,
    expiresAt: new Date(now.getTime() + WELCOME_LINK_VALID_DAYS * DAY_MS),
    createdAt: now,
  });
  const [vehicle] = await tx
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
  const link = `${publicUrl.replace(/\/$/, '')}${WELCOME_LINK_PATH}/${token}`;
  await enqueueMessage(tx, {
    idempotencyKey: `welcome:${vehicleId}:${randomUUID()}`,
    channel: 'sms',
    to: send.mobile,
    subject: null,
    body: welcomeText({
      dealershipName: vehicle?.dealershipName ?? vehicle?.appName ?? 'Your dealership',
      brandName: vehicle?.brandName ?? 'Ignite',
      vehicleName: vehicle && (vehicle.make || vehicle.model) ? vehicleDisplayName(vehicle) : 'car',
      link,
    }),
    attachments: [],
  });
  return null;
}
