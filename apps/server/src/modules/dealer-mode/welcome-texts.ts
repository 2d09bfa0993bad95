// The welcome text (spec part 3 sections 4 and 8): at most 3 per vehicle in a staff session,
// counted in the database in one statement, so two instances or ten taps at once still send
// 3. The count, the one-time link and the text are written in the caller's transaction: a
// text exists only if it was counted, and nothing is counted for a text never queued.
import { eq, sql } from 'drizzle-orm';
import {
  MAX_WELCOME_SENDS,
  vehicleDisplayName,
  WELCOME_LINK_VALID_DAYS,
  welcomeText,
} from '@ignite/domain/dealer-mode/dealer-rules';
import { DAY_MS } from '@ignite/domain/garage/day';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';
import type { Database } from '../../db/client.ts';
import { welcomeLinks, welcomeSends } from '../../db/dealer-mode-schema.ts';
import { appConfigurations, organisations, vehicles } from '../../db/schema.ts';
import { enqueueMessage } from '../outbox/index.ts';

/** Where a welcome link is opened: the web app's page that signs the customer in. */
export const WELCOME_LINK_PATH = '/welcome';

type Send = {
  sessionId: string;
  vehicleId: string;
  consumerUserId: string;
  /** E.164. */
  mobile: string;
  now: Date;
};

/** Counts and queues one welcome text; false, with nothing written, past the limit. */
export async function queueWelcomeText(tx: Database, publicUrl: string, send: Send) {
  const { sessionId, vehicleId, now } = send;
  const [counted] = await tx
    .insert(welcomeSends)
    .values({ sessionId, vehicleId, sends: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [welcomeSends.sessionId, welcomeSends.vehicleId],
      set: { sends: sql`${welcomeSends.sends} + 1`, updatedAt: now },
      setWhere: sql`${welcomeSends.sends} < ${MAX_WELCOME_SENDS}`,
    })
    .returning({ sends: welcomeSends.sends });
  if (!counted) return false;

  const token = newSecretToken();
  await tx.insert(welcomeLinks).values({
    tokenHash: hashSecretToken(token),
    userId: send.consumerUserId,
    vehicleId,
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
    idempotencyKey: `welcome:${sessionId}:${vehicleId}:${counted.sends}`,
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
  return true;
}
