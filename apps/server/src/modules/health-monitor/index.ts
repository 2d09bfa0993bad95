// The health monitor's public face: the wiring (modules/index.ts) creates its parts here. The
// garage reads the device row in its one My Garage statement; nothing else of this folder is
// used outside it.
export { createDeviceRegistry, type DeviceRegistry } from './device-registry.ts';
export { createHealthMonitorCalls } from './owner-calls.ts';
export { createTelemetryIngest } from './telemetry-ingest.ts';
export { type HealthMonitorServices, registerHealthMonitorRoutes } from './routes.ts';
