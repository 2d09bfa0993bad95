// The garage's endpoints (spec part 2 section 7; the My Garage path is ours): the
// vehicle, the My Garage view model, the vehicle updates, the condition calls and the service
// schedule calls.
import {
  advancedConditionResultSchema,
  conditionRefSchema,
  conditionResultSchema,
  conditionToggleSchema,
  serviceScheduleResultSchema,
  setActiveServiceIntervalSchema,
  setNextSchema,
  setServiceIntervalStateSchema,
  updateServiceIntervalSchema,
  updateServiceScheduleSchema,
} from '../garage/condition-api.ts';
import {
  myGarageResultSchema,
  odometerUpdateSchema,
  resetVehicleSchema,
  vehicleConditionResultSchema,
  vehicleDetailsUpdateSchema,
} from '../garage/garage-api.ts';
import { successResultSchema } from '../result.ts';
import { vehiclePathSchema, vehicleResultSchema } from '../garage/vehicle.ts';
import { defineEndpoint } from './endpoint.ts';

const area = 'garage';
const auth = 'bearer';
/** Bad input, no session, another consumer's path, not the caller's vehicle or condition. */
const failures = [400, 401, 403, 404] as const;

export const vehicle = defineEndpoint({
  name: 'getVehicle',
  method: 'GET',
  path: '/api/consumer/:organisationConsumerId/vehicles/:vehicleId',
  area,
  summary: 'One of the caller’s vehicles with its conditions and score',
  auth,
  params: vehiclePathSchema,
  response: vehicleResultSchema,
  failures,
});

export const myGarage = defineEndpoint({
  name: 'getMyGarage',
  method: 'GET',
  path: '/api/consumer/:organisationConsumerId/my-garage/:vehicleId',
  area,
  summary: 'The My Garage view model in one request',
  description: 'Spec part 2 section 3: vehicle, care plan, appointments, log, history, locations.',
  auth,
  params: vehiclePathSchema,
  response: myGarageResultSchema,
  failures,
});

export const setOdometer = defineEndpoint({
  name: 'setOdometer',
  method: 'PUT',
  path: '/api/vehicle/odometer',
  area,
  summary: 'Set the odometer',
  description: 'Whole km, 0 to 2,000,000, not below the current reading.',
  auth,
  body: odometerUpdateSchema,
  response: successResultSchema,
  failures,
});

export const updateVehicle = defineEndpoint({
  name: 'updateVehicle',
  method: 'PUT',
  path: '/api/vehicle',
  area,
  summary: 'Update the vehicle details',
  description: 'Answers the recomputed conditions and score.',
  auth,
  body: vehicleDetailsUpdateSchema,
  response: vehicleConditionResultSchema,
  failures,
});

export const resetVehicle = defineEndpoint({
  name: 'resetVehicle',
  method: 'PUT',
  path: '/api/vehicle/reset-vehicle',
  area,
  summary: 'Reset the details the owner entered',
  description: 'Nickname, usage and annual km are cleared; the odometer is asked for again.',
  auth,
  body: resetVehicleSchema,
  response: successResultSchema,
  failures,
});

export const advanceByConditionInterval = defineEndpoint({
  name: 'advanceByConditionInterval',
  method: 'PUT',
  path: '/api/condition/advance-by-condition-interval',
  area,
  summary: 'Mark a condition done',
  description:
    'Service moves to the next interval of its schedule; the others advance by their ' +
    'interval from today. Writes and answers a history item.',
  auth,
  body: conditionRefSchema,
  response: advancedConditionResultSchema,
  failures,
});

export const setNext = defineEndpoint({
  name: 'setNextReminder',
  method: 'PUT',
  path: '/api/condition/set-next',
  area,
  summary: 'Set a condition’s next reminder',
  description:
    'At noon in the dealership’s zone. advanceFromToday true: nextDate is the next reminder ' +
    '(today or later); nothing else changes, and a reminder that would make a due or overdue ' +
    'condition read better is refused (400). false: nextDate is when it was last done (today ' +
    'or earlier) and the reminder is one interval later. Either way a history item is added.',
  auth,
  body: setNextSchema,
  response: conditionResultSchema,
  failures,
});

export const resolveAlert = defineEndpoint({
  name: 'resolveAlert',
  method: 'POST',
  path: '/api/condition/resolve-alert',
  area,
  summary: 'Clear a fixed issue or recall',
  description: 'Clears the alert and writes a history item.',
  auth,
  body: conditionRefSchema,
  response: conditionResultSchema,
  failures,
});

export const dismissAlert = defineEndpoint({
  name: 'dismissAlert',
  method: 'POST',
  path: '/api/condition/dismiss-alert',
  area,
  summary: 'Hide a condition’s alert',
  description: 'It stops counting (state, score) until it is resolved.',
  auth,
  body: conditionRefSchema,
  response: conditionResultSchema,
  failures,
});

export const enableCondition = defineEndpoint({
  name: 'enableCondition',
  method: 'POST',
  path: '/api/condition/enable',
  area,
  summary: 'Switch a condition monitor on',
  description: 'Answers every condition and the new score.',
  auth,
  body: conditionToggleSchema,
  response: vehicleConditionResultSchema,
  failures,
});

export const disableCondition = defineEndpoint({
  name: 'disableCondition',
  method: 'POST',
  path: '/api/condition/disable',
  area,
  summary: 'Switch a condition monitor off',
  description: 'Where the app lets the user; answers every condition and the new score.',
  auth,
  body: conditionToggleSchema,
  response: vehicleConditionResultSchema,
  failures,
});

export const updateServiceSchedule = defineEndpoint({
  name: 'updateServiceSchedule',
  method: 'PUT',
  path: '/api/vehicle/update-service-schedule',
  area,
  summary: 'Choose the next service interval',
  description:
    'Later done intervals go back to not done; a dealer-marked one cannot, and refuses the ' +
    'whole choice.',
  auth,
  body: updateServiceScheduleSchema,
  response: serviceScheduleResultSchema,
  failures,
});

export const updateServiceInterval = defineEndpoint({
  name: 'updateServiceInterval',
  method: 'PUT',
  path: '/api/vehicle/update-service-interval',
  area,
  summary: 'Mark a service interval done or not done',
  description: 'Done (1) or not done (0); the same rule as set-service-interval-state.',
  auth,
  body: updateServiceIntervalSchema,
  response: serviceScheduleResultSchema,
  failures,
});

export const setServiceIntervalState = defineEndpoint({
  name: 'setServiceIntervalState',
  method: 'POST',
  path: '/api/serviceschedule/set-service-interval-state',
  area,
  summary: 'Mark a service interval’s state',
  description: 'Done (1) or not done (0); only the dealership marks 2.',
  auth,
  body: setServiceIntervalStateSchema,
  response: serviceScheduleResultSchema,
  failures,
});

export const setActiveServiceInterval = defineEndpoint({
  name: 'setActiveServiceInterval',
  method: 'PUT',
  path: '/api/serviceschedule/set-active-service-interval',
  area,
  summary: 'Set when the last service was and which interval is next',
  description:
    'The last service was at lastOdometer km, lastMonths months ago, and the next due is this ' +
    'interval: the service condition’s facts follow.',
  auth,
  body: setActiveServiceIntervalSchema,
  response: serviceScheduleResultSchema,
  failures,
});
