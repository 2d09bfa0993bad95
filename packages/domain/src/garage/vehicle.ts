import { z } from 'zod/mini';
import { idField } from '../validation/id.ts';
import { conditionSchema } from './condition-schema.ts';
import { resultSchema } from '../result.ts';

/** A vehicle's condition monitors in display order, and its health score out of 100. */
export const vehicleConditionSchema = z.object({
  score: z.int().check(z.gte(0), z.lte(100)),
  conditions: z.array(conditionSchema),
});
export type VehicleCondition = z.infer<typeof vehicleConditionSchema>;

/** Spec part 2 section 3, Vehicle: every field, as the API answers it. */
export const vehicleSchema = z.object({
  vehicleId: z.string(),
  appVehicleId: z.string(),
  dealNumber: z.nullable(z.string()),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
  year: z.nullable(z.int()),
  rego: z.nullable(z.string()),
  regoState: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  displayName: z.string(),
  odometer: z.nullable(z.int()),
  dateLastSetOdometer: z.nullable(z.string()),
  isOdometerUpdateRequired: z.boolean(),
  vehicleUsage: z.int(),
  estimatedAnnualKilometers: z.nullable(z.int()),
  thumbnail: z.nullable(z.string()),
  rating: z.nullable(z.number()),
  condition: z.nullable(vehicleConditionSchema),
  location: z.nullable(z.object({ latitude: z.number(), longitude: z.number() })),
  marketingPreference: z.int(),
  isInPma: z.boolean(),
  isShared: z.boolean(),
  isCarePlanEnabled: z.boolean(),
  requiresWelcomeFlow: z.boolean(),
  hasRequiredProperties: z.boolean(),
  appConfigurationId: z.string(),
  app: z.object({ name: z.string() }),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleResultSchema = resultSchema(vehicleSchema);

export const vehiclePathSchema = z.strictObject({
  organisationConsumerId: idField('organisationConsumerId must be a UUID'),
  vehicleId: idField('vehicleId must be a UUID'),
});
