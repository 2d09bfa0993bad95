// The tables that stamp the garage. A cached My Garage answer is served while its vehicle's and
// its app's garage stamps still match the database's (decision 0012; migration 0002;
// modules/garage/my-garage/garage-view-cache.ts), so every write to a row the answer is built
// from must stamp afresh, by trigger, whatever wrote it. This is the list of those tables, and
// garage-stamps.test.ts holds the database's triggers to it: a table listed without its trigger,
// or a trigger on a table not listed, fails there.
//
// A new table in the My Garage answer is listed here and gets its trigger in a migration. Data
// that changes often or is large (telemetry, ledgers) belongs in a query of its own, not in the
// answer, and must not stamp: each write would empty the cache (decision 0013).
import {
  appointments,
  conditionConfigurations,
  conditions,
  historyItems,
  locations,
  serviceIntervals,
  serviceLogItems,
  serviceSchedules,
} from './garage-schema.ts';
import { appConfigurations, vehicles } from './schema.ts';
import {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  roadsideAssistance,
  workOrderClaims,
  workOrderConfigurations,
} from './care-plan-schema.ts';
import { healthMonitorDevices } from './health-monitor-schema.ts';

export const GARAGE_STAMPS = {
  /** The rows that carry the stamps: an update takes a fresh one, an insert its first. */
  stamped: { vehicle: vehicles, app: appConfigurations },
  /** One vehicle's rows: every insert, update and delete restamps that vehicle. */
  vehicle: [
    conditions,
    serviceSchedules,
    serviceIntervals,
    appointments,
    serviceLogItems,
    historyItems,
    carePlans,
    carePlanProducts,
    roadsideAssistance,
    workOrderConfigurations,
    workOrderClaims,
    conciergeMessages,
    healthMonitorDevices,
  ],
  /** What every vehicle of an app shares: every insert, update and delete restamps the app. */
  app: [conditionConfigurations, locations],
} as const;
