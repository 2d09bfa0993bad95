// Dealer mode's public face: the wiring creates its repositories and services and registers
// its routes.
export { createActivation } from './activation.ts';
export { createDealerModeRepository } from './dealer-mode-repository.ts';
export { createDealerVehicleRepository } from './dealer-vehicle-repository.ts';
export { createDealerVehicles } from './dealer-vehicles.ts';
export { type DealerModeServices, registerDealerModeRoutes } from './routes.ts';
export { createStaffRepository } from './staff-repository.ts';
export { createStaffScopes } from './staff-scope.ts';
export { createVehicleChanges } from './vehicle-changes.ts';
export { WELCOME_LINK_PATH } from './welcome-texts.ts';
