// What the service-record module is given by the wiring (modules/index.ts).
import type { Config } from '../../config.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import type { MyGarageService } from '../garage/index.ts';

export type ServiceRecordDeps = {
  db: Database;
  clock: Clock;
  config: Config;
  /** The vehicle's computed model (vehicle, service log, history), through the garage's face. */
  myGarage: Pick<MyGarageService, 'model'>;
};
