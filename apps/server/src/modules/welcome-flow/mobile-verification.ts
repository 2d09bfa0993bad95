// Verifying a consumer's mobile: a six-digit code texted through the outbox, kept as
// an HMAC, good for 10 minutes and 5 tries; a new code replaces the old; texts limited per
// consumer and per number. The text is written in the same transaction as the code, so a code
// that exists has been (or will be) sent, once.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PRODUCT } from '@ignite/domain/product';
import type { CurrentUser } from '@ignite/domain/user';
import { normaliseMobile } from '@ignite/domain/validation/mobile';
import {
  checkCode,
  CODE_VALID_MINUTES,
  MAX_SENDS,
  SEND_WINDOW_MINUTES,
  VERIFICATION_MESSAGES as M,
  verificationText,
} from '@ignite/domain/welcome-flow/mobile-verification';
import type { Clock } from '../../core/clock.ts';
import { badRequest, tooManyRequests } from '../../core/http-errors.ts';
import { requireOwnedVehicle } from '../../core/owned-vehicle.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createAppConfigurationRepository } from '../app-configurations/index.ts';
import { verificationCodes } from '../../db/welcome-flow-schema.ts';
import type { AttemptRepository } from '../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../core/sign-in-throttle.ts';
import { enqueueMessage } from '../outbox/index.ts';
import { requireSelf } from './consumer.ts';

const SEND_RULE: ThrottleRule = {
  freeFailures: MAX_SENDS,
  windowSeconds: SEND_WINDOW_MINUTES * 60,
  wait: 'window',
};

type Deps = {
  db: Database;
  attempts: AttemptRepository;
  clock: Clock;
  /** The server's secret for the codes' HMACs. */
  codeKey: Buffer;
  onMessageQueued: () => void;
};

export function createMobileVerification({ db, attempts, clock, codeKey, onMessageQueued }: Deps) {
  const hashOf = (userId: string, mobile: string, code: string) =>
    createHmac('sha256', codeKey).update(`${userId}:${mobile}:${code}`).digest('hex');

  const apps = createAppConfigurationRepository(db);
  /**
   * The name the text signs with: the brand of the app the owner sees (their vehicle's, else
   * their own), so a dealership's white-label app never shows another name.
   */
  async function brandOf(userId: string): Promise<string> {
    const appId = await apps.appConfigurationIdOf(userId);
    const app = appId ? await apps.findById(appId) : undefined;
    return app?.brandName ?? PRODUCT.name;
  }

  /** Counts the text against both limits (429 past them), then writes the code and its text. */
  async function sendCode(userId: string, mobile: string, alsoSetNumber: boolean) {
    const now = clock();
    const wait = await attempts.reserve(
      [
        { key: `sms-code:consumer:${userId}`, rule: SEND_RULE },
        { key: `sms-code:number:${mobile}`, rule: SEND_RULE },
      ],
      now,
    );
    if (wait > 0) throw tooManyRequests(M.tooManySends, wait);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000);
    const brand = await brandOf(userId);
    const row = {
      mobile,
      codeHash: hashOf(userId, mobile, code),
      tries: 0,
      expiresAt,
      createdAt: now,
    };
    await db.transaction(async (tx) => {
      if (alsoSetNumber) {
        await tx
          .update(users)
          .set({ mobileNumber: mobile, mobileVerified: false })
          .where(eq(users.id, userId));
      }
      await tx
        .insert(verificationCodes)
        .values({ userId, ...row })
        .onConflictDoUpdate({ target: verificationCodes.userId, set: row });
      await enqueueMessage(tx, {
        idempotencyKey: `verification-code:${randomUUID()}`,
        channel: 'sms',
        to: mobile,
        subject: null,
        body: verificationText(code, brand),
        attachments: [],
      });
    });
    onMessageQueued();
    return { wasSent: true, utcDateExpires: expiresAt.toISOString() };
  }

  /**
   * Counts the try first, in its own statement, so a wrong code is counted even as the call
   * answers 400, and tries at once cannot slip past the limit; then judges it.
   */
  async function verify(userId: string, code: string, forMobile: string | null) {
    const now = clock();
    const [row] = await db
      .update(verificationCodes)
      .set({ tries: sql`${verificationCodes.tries} + 1` })
      .where(eq(verificationCodes.userId, userId))
      .returning();
    if (!row) throw badRequest(M.noCode);
    if (forMobile !== null && forMobile !== row.mobile) throw badRequest(M.otherNumber);
    const given = Buffer.from(hashOf(userId, row.mobile, code), 'hex');
    const isMatch = timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'));
    switch (checkCode({ expiresAt: row.expiresAt, triesBefore: row.tries - 1 }, isMatch, now)) {
      case 'tooManyTries':
        throw tooManyRequests(
          M.tooManyTries,
          Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000),
        );
      case 'expired':
        throw badRequest(M.expired);
      case 'wrong':
        throw badRequest(M.wrongCode);
      case 'ok':
        break;
    }
    await db.transaction(async (tx) => {
      await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
      await tx
        .update(users)
        .set({ mobileNumber: row.mobile, mobileVerified: true })
        .where(eq(users.id, userId));
    });
    return { mobileNumber: row.mobile, mobileVerified: true };
  }

  return {
    send(user: CurrentUser, body: { consumerId: string; mobileNumber: string }) {
      requireSelf(user, body.consumerId);
      return sendCode(user.userId, normaliseMobile(body.mobileNumber), false);
    },

    updateNumber(user: CurrentUser, body: { consumerId: string; mobilePhoneNumber: string }) {
      requireSelf(user, body.consumerId);
      return sendCode(user.userId, normaliseMobile(body.mobilePhoneNumber), true);
    },

    async verifyCode(
      user: CurrentUser,
      body: { consumerId: string; vehicleId: string; code: string },
    ) {
      requireSelf(user, body.consumerId);
      await requireOwnedVehicle(db, user.userId, body.vehicleId);
      return verify(user.userId, body.code, null);
    },

    async verifyNumber(
      user: CurrentUser,
      body: {
        consumerId: string;
        vehicleId: string;
        mobilePhoneNumber: string;
        verificationCode: string;
      },
    ) {
      requireSelf(user, body.consumerId);
      await requireOwnedVehicle(db, user.userId, body.vehicleId);
      return verify(user.userId, body.verificationCode, normaliseMobile(body.mobilePhoneNumber));
    },
  };
}

export type MobileVerification = ReturnType<typeof createMobileVerification>;

/** The codes' HMAC key, derived from the server's signing key for this one use. */
export function verificationCodeKey(signingKey: string): Buffer {
  return createHmac('sha256', signingKey).update('verification-codes').digest();
}
