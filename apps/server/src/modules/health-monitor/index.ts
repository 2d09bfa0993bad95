// The health monitor's public face: the wiring (modules/index.ts) creates its repositories and
// services here. The garage reads the device row in its one My Garage statement; nothing else
// of this folder is used outside it.
export { createDeviceRegistry, type DeviceRegistry } from './device-registry.ts';
export { createDeviceRepository } from './device-repository.ts';
export { createOwnerCallRepository } from './owner-call-repository.ts';
export { createHealthMonitorCalls } from './owner-calls.ts';
export { createTelemetryIngest } from './telemetry-ingest.ts';
export { createTelemetryRepository } from './telemetry-repository.ts';
export { type HealthMonitorServices, registerHealthMonitorRoutes } from './routes.ts';
