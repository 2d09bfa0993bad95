// Dealer mode's endpoints (spec part 3 section 7): staff only, each limited to the
// apps in the staff member's roles (403 otherwise).
import {
  activateVehicleSchema,
  createVehicleSchema,
  dealerAppConfigurationsResultSchema,
  dealerSearchQuerySchema,
  dealerSearchResultSchema,
  dealerVehicleResultSchema,
  findForActivationSchema,
  listAppConfigurationsSchema,
  resendWelcomeResultSchema,
  resendWelcomeSchema,
  updateVehicleSchema,
  vehicleByIdQuerySchema,
} from '../dealer-mode/dealer-api.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'dealer-mode';
const auth = 'bearer';
const base = '/api/dealermode';

export const dealerSearch = defineEndpoint({
  name: 'dealerSearch',
  method: 'GET',
  path: `${base}/search`,
  area,
  summary: 'Vehicles of the staff member’s apps by rego, VIN, customer name or mobile',
  auth,
  query: dealerSearchQuerySchema,
  response: dealerSearchResultSchema,
  failures: [400, 401, 403],
});

export const findVehicleForActivation = defineEndpoint({
  name: 'findVehicleForActivation',
  method: 'POST',
  path: `${base}/find-vehicle-for-activation`,
  area,
  summary: 'The vehicle with this rego (or VIN) in the staff member’s apps, or null',
  auth,
  body: findForActivationSchema,
  response: dealerVehicleResultSchema,
  failures: [400, 401, 403],
});

export const createDealerVehicle = defineEndpoint({
  name: 'createDealerVehicle',
  method: 'POST',
  path: `${base}/create`,
  area,
  summary: 'Creates and activates a vehicle, links or creates its consumer, texts the welcome',
  auth,
  body: createVehicleSchema,
  response: dealerVehicleResultSchema,
  failures: [400, 401, 403, 409, 429],
});

export const activateDealerVehicle = defineEndpoint({
  name: 'activateDealerVehicle',
  method: 'POST',
  path: `${base}/activate`,
  area,
  summary: 'Activates a vehicle, links or creates its consumer, texts the welcome',
  auth,
  body: activateVehicleSchema,
  response: dealerVehicleResultSchema,
  failures: [400, 401, 403, 404, 409, 429],
});

export const updateDealerVehicle = defineEndpoint({
  name: 'updateDealerVehicle',
  method: 'PUT',
  path: `${base}/update`,
  area,
  summary: 'Corrects a vehicle’s details',
  auth,
  body: updateVehicleSchema,
  response: dealerVehicleResultSchema,
  failures: [400, 401, 403, 404, 409],
});

export const dealerVehicle = defineEndpoint({
  name: 'dealerVehicle',
  method: 'GET',
  path: `${base}/vehicle`,
  area,
  summary: 'A vehicle of the staff member’s apps by id',
  auth,
  query: vehicleByIdQuerySchema,
  response: dealerVehicleResultSchema,
  failures: [400, 401, 403, 404],
});

export const resendWelcomeMessage = defineEndpoint({
  name: 'resendWelcomeMessage',
  method: 'POST',
  path: `${base}/resend-welcome-message`,
  area,
  summary: 'Texts the welcome again: at most 3 texts per vehicle in a staff session',
  auth,
  body: resendWelcomeSchema,
  response: resendWelcomeResultSchema,
  // 409: the vehicle is not activated yet, so there is no welcome to send again.
  failures: [400, 401, 403, 404, 409, 429],
});

export const listDealerAppConfigurations = defineEndpoint({
  name: 'listDealerAppConfigurations',
  method: 'POST',
  path: `${base}/list/app-configurations`,
  area,
  summary: 'The apps in the staff member’s roles, or those of them asked for',
  auth,
  body: listAppConfigurationsSchema,
  response: dealerAppConfigurationsResultSchema,
  failures: [400, 401, 403],
});
