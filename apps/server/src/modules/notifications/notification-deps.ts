// What every part of the notifications module is given by the wiring (modules/index.ts).
import type { Config } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MyGarageService } from '../garage/index.ts';

export type NotificationDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  /** Keys the unsubscribe links' signatures (and nothing else). */
  signingKey: string;
  /** A vehicle's computed due dates, bookings and service log, through the garage's face. */
  myGarage: Pick<MyGarageService, 'model'>;
  /** Wakes the outbox's sender after a message was queued. */
  onMessageQueued: () => void;
};
