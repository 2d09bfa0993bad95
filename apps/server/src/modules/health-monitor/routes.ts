// The health monitor's routes: what devices post (their own key), and what owners ask (their
// access token, their own vehicle). In demo mode, the simulator's device fitting.
import type { FastifyInstance } from 'fastify';
import {
  demoHealthMonitorDevice,
  diagnosticCodes,
  healthMonitorPairing,
  scanEventErrors,
  scanEventList,
  startHealthMonitorPairing,
  vehicleTrips,
} from '@ignite/domain/contract/health-monitor';
import {
  telemetryBatteryReadings,
  telemetryHeartbeat,
  telemetryScanEvents,
  telemetryTrips,
} from '@ignite/domain/contract/telemetry';
import { registerEndpoint } from '../../core/endpoint-route.ts';
import type { DeviceRegistry } from './device-registry.ts';
import type { HealthMonitorCalls } from './owner-calls.ts';
import type { TelemetryIngest } from './telemetry-ingest.ts';

export type HealthMonitorServices = {
  registry: DeviceRegistry;
  ingest: TelemetryIngest;
  calls: HealthMonitorCalls;
  demoMode: boolean;
};

export function registerHealthMonitorRoutes(app: FastifyInstance, services: HealthMonitorServices) {
  const { ingest, calls } = services;

  registerEndpoint(app, telemetryHeartbeat, async ({ body, device }) =>
    ingest.heartbeat(device, body),
  );
  registerEndpoint(app, telemetryScanEvents, async ({ body, device }) =>
    ingest.scanEvents(device, body),
  );
  registerEndpoint(app, telemetryBatteryReadings, async ({ body, device }) =>
    ingest.batteryReadings(device, body),
  );
  registerEndpoint(app, telemetryTrips, async ({ body, device }) => ingest.trips(device, body));

  registerEndpoint(app, scanEventList, async ({ query, user }) =>
    calls.scanEvents(user.userId, query.vehicleId, query.tripsRequested),
  );
  registerEndpoint(app, scanEventErrors, async ({ query, user }) =>
    calls.scanErrors(user.userId, query.consumerVehicleTripId),
  );
  registerEndpoint(app, diagnosticCodes, async ({ query }) => calls.explainCodes(query.codes));
  registerEndpoint(app, startHealthMonitorPairing, async ({ body, user }) =>
    calls.startPairing(user.userId, body.vehicleId),
  );
  registerEndpoint(app, vehicleTrips, async ({ query, user }) =>
    calls.trips(user.userId, query.vehicleId, query.count),
  );
  registerEndpoint(app, healthMonitorPairing, async ({ query, user }) =>
    calls.pairing(user.userId, query.vehicleId),
  );

  if (services.demoMode) {
    registerEndpoint(app, demoHealthMonitorDevice, async ({ body }) =>
      services.registry.registerByRego(body.rego),
    );
  }
}
