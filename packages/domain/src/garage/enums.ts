/** Spec part 2 section 4: the garage's enumerations, with the spec's numeric values. */

export const ConditionState = {
  Incomplete: 0,
  UpToDate: 1,
  Due: 2,
  Overdue: 3,
  Critical: 4,
} as const;
export type ConditionState = (typeof ConditionState)[keyof typeof ConditionState];

/** How each state is shown (spec part 2 section 4). */
export const CONDITION_STATE_LABELS: Record<ConditionState, string> = {
  0: 'Not set',
  1: 'Healthy',
  2: 'Coming up',
  3: 'Overdue',
  4: 'High priority',
};

export const ConditionType = {
  Battery: 1,
  Recall: 3,
  Service: 4,
  Tyres: 5,
  Rego: 8,
  Wash: 9,
  WiperBlades: 10,
  Brakes: 11,
} as const;
export type ConditionType = (typeof ConditionType)[keyof typeof ConditionType];

/** Display order: Recall, Rego, Service, Tyres, Brakes, Battery, Wiper Blades, Wash. */
export const CONDITION_DISPLAY_ORDER: readonly ConditionType[] = [
  ConditionType.Recall,
  ConditionType.Rego,
  ConditionType.Service,
  ConditionType.Tyres,
  ConditionType.Brakes,
  ConditionType.Battery,
  ConditionType.WiperBlades,
  ConditionType.Wash,
];

export const ConfigurationType = { Monthly: 'Monthly', Weekly: 'Weekly', Date: 'Date' } as const;
export type ConfigurationType = (typeof ConfigurationType)[keyof typeof ConfigurationType];

/** Wash is weekly, Rego is date-based, Recall has no schedule, the rest are monthly. */
export function configurationTypeOf(type: ConditionType): ConfigurationType | null {
  if (type === ConditionType.Recall) return null;
  if (type === ConditionType.Wash) return ConfigurationType.Weekly;
  if (type === ConditionType.Rego) return ConfigurationType.Date;
  return ConfigurationType.Monthly;
}

export const CallToActionType = { NotSet: 0, PhoneNumber: 1, Url: 2, MarketplaceLink: 3 } as const;
export type CallToActionType = (typeof CallToActionType)[keyof typeof CallToActionType];

export const ServiceIntervalState = {
  NotDone: 0,
  MarkedDoneByUser: 1,
  MarkedDoneFromDms: 2,
} as const;
export type ServiceIntervalState = (typeof ServiceIntervalState)[keyof typeof ServiceIntervalState];

/** Appointment state bit flags. */
export const AppointmentState = {
  Initial: 0,
  Offered: 1,
  Booked: 2,
  Declined: 4,
  Missed: 8,
  Completed: 16,
  Cancelled: 32,
  Closed: 64,
} as const;

export const AppointmentType = {
  Other: 0,
  Service: 1,
  TyreMaintenance: 2,
  TyreRepair: 3,
  TyreReplacement: 4,
  BatteryReplacement: 5,
  WindscreenRepair: 6,
  RecallRepair: 7,
} as const;
export type AppointmentType = (typeof AppointmentType)[keyof typeof AppointmentType];

export const PickupAndDeliveryState = {
  NotOffered: 0,
  Offered: 1,
  Accepted: 2,
  Declined: 3,
} as const;
export type PickupAndDeliveryState =
  (typeof PickupAndDeliveryState)[keyof typeof PickupAndDeliveryState];

export const ProductStatus = {
  Draft: 0,
  Pending: 1,
  Active: 2,
  Expired: 3,
  Cancelled: 4,
  Voided: 5,
} as const;
export type ProductStatus = (typeof ProductStatus)[keyof typeof ProductStatus];

export const EquipmentStatus = {
  NotInstalled: 0,
  Installed: 1,
  CantBeInstalled: 2,
  NotApplicable: 3,
} as const;
export type EquipmentStatus = (typeof EquipmentStatus)[keyof typeof EquipmentStatus];

export const WorkOrderType = {
  TyreRepair: 'TyreRepair',
  TyreReplacement: 'TyreReplacement',
  WindscreenRepair: 'WindscreenRepair',
  VehicleHealthChecks: 'VehicleHealthChecks',
  BatteryReplacement: 'BatteryReplacement',
  BrakeService: 'BrakeService',
  WiperBladeReplacement: 'WiperBladeReplacement',
  KeyFobService: 'KeyFobService',
} as const;
export type WorkOrderType = (typeof WorkOrderType)[keyof typeof WorkOrderType];
