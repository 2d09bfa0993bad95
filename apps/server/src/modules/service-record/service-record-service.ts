// The service record to hand on: the owner's PDF, and read-only links for a buyer, each made
// with a random token whose SHA-256 hash alone is stored, limited per owner, turned off all at
// once by the owner, and readable by whoever holds one for 14 days.
import type { MyGarage } from '@ignite/domain/garage/garage-api';
import { serviceRecordFilename } from '@ignite/domain/service-record/record-filename';
import {
  SERVICE_RECORD_MESSAGES as M,
  type SharedServiceRecord,
} from '@ignite/domain/service-record/service-record-api';
import {
  isServiceRecordShareOpen,
  serviceRecordShareExpiry,
} from '@ignite/domain/service-record/share-expiry';
import { type ServiceRecord, serviceRecordOf } from '@ignite/domain/service-record/shared-record';
import type { Clock } from '../../core/clock.ts';
import { notFound, tooManyRequests } from '../../core/http-errors.ts';
import { VEHICLE_NOT_FOUND } from '../../core/messages.ts';
import { hashSecretToken, newSecretToken } from '../../core/secret-tokens.ts';
import type { AttemptRepository } from '../../core/attempt-repository.ts';
import type { ThrottleRule } from '../../core/sign-in-throttle.ts';
import type { MyGarageService } from '../garage/index.ts';
import { renderServiceRecordPdf } from './render-service-record.ts';
import type { ServiceRecordRepository, VehicleFacts } from './service-record-repository.ts';

/** Links an owner may make per hour: one for each buyer who asks, not a stream. */
export const SERVICE_RECORD_LINKS_PER_HOUR = 10;
const CREATE_RULE: ThrottleRule = {
  freeFailures: SERVICE_RECORD_LINKS_PER_HOUR,
  windowSeconds: 3600,
  wait: 'window',
};

type Deps = {
  repository: ServiceRecordRepository;
  attempts: AttemptRepository;
  myGarage: Pick<MyGarageService, 'model'>;
  clock: Clock;
  /** Where the web app is served: the links open its public page. */
  publicUrl: string;
};

export type ServiceRecordService = ReturnType<typeof createServiceRecordService>;

const recordOf = (model: MyGarage, facts: VehicleFacts): ServiceRecord =>
  serviceRecordOf({
    vehicle: model.vehicle,
    vin: facts.vin,
    dealership: facts.dealership,
    history: model.history,
    serviceLog: model.serviceLog,
  });

export function createServiceRecordService(deps: Deps) {
  const { repository, clock } = deps;

  /** The vehicle's facts, only when `userId` owns it: else the same 404 as no vehicle. */
  async function ownFacts(userId: string, vehicleId: string): Promise<VehicleFacts> {
    const facts = await repository.vehicleFacts(vehicleId);
    if (!facts || facts.ownerId !== userId) throw notFound(VEHICLE_NOT_FOUND);
    return facts;
  }

  return {
    /** The owner's record as a PDF, with the file name it is saved under. */
    async pdf(userId: string, vehicleId: string) {
      // The garage model refuses another owner's vehicle with the usual 404.
      const model = await deps.myGarage.model(userId, vehicleId);
      const facts = await ownFacts(userId, vehicleId);
      const record = recordOf(model, facts);
      const content = await renderServiceRecordPdf(record, {
        now: clock(),
        timeZone: facts.timeZone,
      });
      return { filename: serviceRecordFilename(record.vehicle.rego), content };
    },

    async share(userId: string, vehicleId: string): Promise<{ url: string; expiresAt: string }> {
      await ownFacts(userId, vehicleId);
      const now = clock();
      const wait = await deps.attempts.reserve(
        [{ key: `service-record-share:user:${userId}`, rule: CREATE_RULE }],
        now,
      );
      if (wait > 0) throw tooManyRequests(M.tooManyLinks, wait);
      const token = newSecretToken();
      const row = await repository.insertShare(
        {
          vehicleId,
          userId,
          tokenHash: hashSecretToken(token),
          expiresAt: serviceRecordShareExpiry(now),
        },
        now,
      );
      return {
        url: `${deps.publicUrl}/service-record/${token}`,
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    /** Turns off every open link of the vehicle; none open is still done. */
    async revoke(userId: string, vehicleId: string): Promise<true> {
      await ownFacts(userId, vehicleId);
      await repository.revokeOpen(vehicleId, clock());
      return true;
    },

    /**
     * The record behind a link. Unknown, expired, turned off, or a car its maker no longer owns
     * (sold on, or back in a dealership's stock) all look the same: a holder learns nothing
     * more, and never sees a later owner's record of the car.
     */
    async view(token: string): Promise<SharedServiceRecord> {
      const share = await repository.byTokenHash(hashSecretToken(token));
      if (!share || !isServiceRecordShareOpen(share, clock())) throw notFound(M.linkClosed);
      const facts = await repository.vehicleFacts(share.vehicleId);
      if (!facts || facts.ownerId !== share.userId) throw notFound(M.linkClosed);
      const model = await deps.myGarage.model(share.userId, share.vehicleId);
      return { ...recordOf(model, facts), expiresAt: share.expiresAt.toISOString() };
    },
  };
}
