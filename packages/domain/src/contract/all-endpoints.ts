// Every endpoint the server serves, for the test that holds the server to the contract (and
// the OpenAPI document). A new area adds its contract file here.
import type { Endpoint } from './endpoint.ts';
import * as booking from './booking.ts';
import * as carePlan from './care-plan.ts';
import * as dealerMode from './dealer-mode.ts';
import * as cashback from './cashback.ts';
import * as cashbackProvider from './cashback-provider.ts';
import * as garage from './garage.ts';
import * as healthMonitor from './health-monitor.ts';
import * as launch from './launch.ts';
import * as marketplace from './marketplace.ts';
import * as notifications from './notifications.ts';
import * as platform from './platform.ts';
import * as safety from './safety.ts';
import * as serviceRecord from './service-record.ts';
import * as session from './session.ts';
import * as telemetry from './telemetry.ts';
import * as timeline from './timeline.ts';
import * as welcomeFlow from './welcome-flow.ts';

export const allEndpoints: readonly Endpoint[] = [
  ...Object.values(session),
  ...Object.values(launch),
  ...Object.values(platform),
  ...Object.values(garage),
  ...Object.values(carePlan),
  ...Object.values(healthMonitor),
  ...Object.values(telemetry),
  ...Object.values(timeline),
  ...Object.values(welcomeFlow),
  ...Object.values(marketplace),
  ...Object.values(cashback),
  ...Object.values(cashbackProvider),
  ...Object.values(dealerMode),
  ...Object.values(booking),
  ...Object.values(safety),
  ...Object.values(notifications),
  ...Object.values(serviceRecord),
];
