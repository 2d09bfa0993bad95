import { z } from 'zod';
import { idField } from './validation/id.ts';
import { conditionSchema } from './garage/condition-schema.ts';
import { resultSchema } from './result.ts';

/** A vehicle's condition monitors in display order, and its health score out of 100. */
export const vehicleConditionSchema = z.object({
  score: z.number().int().min(0).max(100),
  conditions: z.array(conditionSchema),
});
export type VehicleCondition = z.infer<typeof vehicleConditionSchema>;

/** Spec part 2 section 3, Vehicle: every field, as the API answers it. */
export const vehicleSchema = z.object({
  vehicleId: z.string(),
  appVehicleId: z.string(),
  dealNumber: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  rego: z.string().nullable(),
  regoState: z.string().nullable(),
  nickname: z.string().nullable(),
  displayName: z.string(),
  odometer: z.number().int().nullable(),
  dateLastSetOdometer: z.string().nullable(),
  isOdometerUpdateRequired: z.boolean(),
  vehicleUsage: z.number().int(),
  estimatedAnnualKilometers: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  rating: z.number().nullable(),
  condition: vehicleConditionSchema.nullable(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  marketingPreference: z.number().int(),
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
