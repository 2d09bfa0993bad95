// Dealer mode's public face: the wiring creates its services and registers its routes.
export { createActivation } from './activation.ts';
export { createDealerVehicles } from './dealer-vehicles.ts';
export { registerDealerModeRoutes } from './routes.ts';
export { createVehicleChanges } from './vehicle-changes.ts';
export { WELCOME_LINK_PATH } from './welcome-texts.ts';
