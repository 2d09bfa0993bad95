// The welcome text (spec part 3 sections 4 and 8). Its link signs the customer in, so it goes
// only to the mobile that customer may be reached at (welcome-reach in the domain), and it is
// counted per vehicle and per number, whoever sends it, in one statement, so two instances or
// ten taps at once still stay within the limits. The count, the one-time link and the text are
// written in the caller's transaction: a text exists only if it was counted, and a refusal
// rolls back whatever the caller wrote with it.
import { randomUUID } from 'node:crypto';
import {
  vehicleDisplayName,
  WELCOME_LINK_VALID_DAYS,
  welcomeText,
} from '@ignite/domain/dealer-mode/dealer-rules';
import { welcomeLinkMobile } from '@ignite/domain/dealer-mode/welcome-reach';
import { DAY_MS } from '@ignite/domain/garage/day';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';
import type { DealerModeStatements } from './dealer-mode-repository.ts';

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
async function reachableMobile(tx: DealerModeStatements, consumerUserId: string) {
  const customer = await tx.welcomeReach(consumerUserId);
  return customer ? welcomeLinkMobile(customer) : null;
}

/** Counts and queues one welcome text, in `tx`, or says why not (with nothing written for it). */
export async function queueWelcomeText(
  tx: DealerModeStatements,
  publicUrl: string,
  send: Send,
): Promise<WelcomeTextRefusal | null> {
  const { vehicleId, now } = send;
  if ((await reachableMobile(tx, send.consumerUserId)) !== send.mobile) return 'otherMobile';
  if (!(await tx.countWelcomeText(vehicleId, send.mobile, now))) return 'limited';

  const token = newSecretToken();
  await tx.insertWelcomeLink({
    tokenHash: hashSecretToken(token),
    userId: send.consumerUserId,
    vehicleId,
    sentTo: send.mobile,
    expiresAt: new Date(now.getTime() + WELCOME_LINK_VALID_DAYS * DAY_MS),
    createdAt: now,
  });
  const vehicle = await tx.welcomeTextFacts(vehicleId);
  const link = `${publicUrl.replace(/\/$/, '')}${WELCOME_LINK_PATH}/${token}`;
  await tx.queueMessage({
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
