/**
 * How the garage's tables hang together, for Drizzle's relational queries: the My Garage view
 * model is read in one SQL statement (modules/garage/my-garage-query.ts), so a garage page
 * costs the database one round trip instead of one per table.
 */
import { relations } from 'drizzle-orm';
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
import { appConfigurations, organisations, vehicles } from './schema.ts';
import {
  carePlanProducts,
  carePlans,
  conciergeMessages,
  roadsideAssistance,
  workOrderClaims,
  workOrderConfigurations,
} from './care-plan-schema.ts';
import { healthMonitorDevices } from './health-monitor-schema.ts';

export const vehicleRelations = relations(vehicles, ({ one, many }) => ({
  app: one(appConfigurations, {
    fields: [vehicles.appConfigurationId],
    references: [appConfigurations.id],
  }),
  conditions: many(conditions),
  serviceSchedule: one(serviceSchedules, {
    fields: [vehicles.id],
    references: [serviceSchedules.vehicleId],
  }),
  appointments: many(appointments),
  serviceLogItems: many(serviceLogItems),
  historyItems: many(historyItems),
  carePlan: one(carePlans, { fields: [vehicles.id], references: [carePlans.vehicleId] }),
  carePlanProducts: many(carePlanProducts),
  healthMonitorDevices: many(healthMonitorDevices),
  roadsideAssistance: one(roadsideAssistance, {
    fields: [vehicles.id],
    references: [roadsideAssistance.vehicleId],
  }),
  workOrderConfigurations: many(workOrderConfigurations),
  conciergeMessages: many(conciergeMessages),
}));

export const appConfigurationRelations = relations(appConfigurations, ({ one, many }) => ({
  organisation: one(organisations, {
    fields: [appConfigurations.organisationId],
    references: [organisations.id],
  }),
  conditionConfigurations: many(conditionConfigurations),
}));

export const organisationRelations = relations(organisations, ({ many }) => ({
  locations: many(locations),
}));

export const conditionConfigurationRelations = relations(conditionConfigurations, ({ one }) => ({
  app: one(appConfigurations, {
    fields: [conditionConfigurations.appConfigurationId],
    references: [appConfigurations.id],
  }),
}));

export const locationRelations = relations(locations, ({ one }) => ({
  organisation: one(organisations, {
    fields: [locations.organisationId],
    references: [organisations.id],
  }),
}));

export const serviceScheduleRelations = relations(serviceSchedules, ({ many }) => ({
  intervals: many(serviceIntervals),
}));

export const serviceIntervalRelations = relations(serviceIntervals, ({ one }) => ({
  schedule: one(serviceSchedules, {
    fields: [serviceIntervals.scheduleId],
    references: [serviceSchedules.id],
  }),
}));

// The vehicle side of each one-to-many above.

export const conditionRelations = relations(conditions, ({ one }) => ({
  vehicle: one(vehicles, { fields: [conditions.vehicleId], references: [vehicles.id] }),
}));
export const appointmentRelations = relations(appointments, ({ one }) => ({
  vehicle: one(vehicles, { fields: [appointments.vehicleId], references: [vehicles.id] }),
}));
export const serviceLogItemRelations = relations(serviceLogItems, ({ one }) => ({
  vehicle: one(vehicles, { fields: [serviceLogItems.vehicleId], references: [vehicles.id] }),
}));
export const historyItemRelations = relations(historyItems, ({ one }) => ({
  vehicle: one(vehicles, { fields: [historyItems.vehicleId], references: [vehicles.id] }),
}));

// The care plan's rows (care-plan-schema.ts), read with the vehicle in the same statement.

export const carePlanProductRelations = relations(carePlanProducts, ({ one }) => ({
  vehicle: one(vehicles, { fields: [carePlanProducts.vehicleId], references: [vehicles.id] }),
}));
export const workOrderConfigurationRelations = relations(
  workOrderConfigurations,
  ({ one, many }) => ({
    vehicle: one(vehicles, {
      fields: [workOrderConfigurations.vehicleId],
      references: [vehicles.id],
    }),
    claims: many(workOrderClaims),
  }),
);
export const workOrderClaimRelations = relations(workOrderClaims, ({ one }) => ({
  configuration: one(workOrderConfigurations, {
    fields: [workOrderClaims.workOrderConfigurationId],
    references: [workOrderConfigurations.id],
  }),
}));
export const conciergeMessageRelations = relations(conciergeMessages, ({ one }) => ({
  vehicle: one(vehicles, { fields: [conciergeMessages.vehicleId], references: [vehicles.id] }),
}));

export const healthMonitorDeviceRelations = relations(healthMonitorDevices, ({ one }) => ({
  vehicle: one(vehicles, { fields: [healthMonitorDevices.vehicleId], references: [vehicles.id] }),
}));
