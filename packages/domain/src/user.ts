import { z } from 'zod/mini';

/** Spec part 1 section 3, Role. */
export const roleSchema = z.object({
  name: z.string(),
  userContextId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  roleType: z.string(),
  appIds: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type Role = z.infer<typeof roleSchema>;

/** Spec part 1 section 3, Active vehicle. */
export const activeVehicleSchema = z.object({
  appVehicleId: z.string(),
  vehicleId: z.string(),
  appConfigurationId: z.string(),
  requiresWelcomeFlow: z.boolean(),
  welcomeFlowProgress: z.int(),
  isShared: z.boolean(),
  verified: z.boolean(),
});
export type ActiveVehicle = z.infer<typeof activeVehicleSchema>;

/** Spec part 1 section 3, User. */
export const userSchema = z.object({
  appConsumerId: z.nullable(z.string()),
  organisationConsumerId: z.nullable(z.string()),
  organisationId: z.nullable(z.string()),
  organisationName: z.nullable(z.string()),
  appName: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissions: z.array(z.string()),
  activeVehicle: z.nullable(activeVehicleSchema),
  appMode: z.int(),
  cashbackType: z.int(),
  isDealerMode: z.boolean(),
  roles: z.array(roleSchema),
});
export type User = z.infer<typeof userSchema>;

/** Spec part 1 section 3, Remembered other user. */
export const rememberedUserSchema = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type RememberedUser = z.infer<typeof rememberedUserSchema>;

/** What the access token says about its bearer; read without touching the database. */
export const currentUserSchema = z.object({
  userId: z.string(),
  sessionId: z.string(),
  organisationConsumerId: z.nullable(z.string()),
  firstName: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
