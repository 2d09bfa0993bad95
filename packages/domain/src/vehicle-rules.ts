/** An odometer reading is stale, and an update required, after this many days (spec part 2 s4). */
export const ODOMETER_STALE_AFTER_DAYS = 42;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An update is required when the odometer was never set or was set at least 42 days ago. */
export function isOdometerUpdateRequired(dateLastSet: Date | null, now: Date): boolean {
  if (dateLastSet === null) return true;
  return now.getTime() - dateLastSet.getTime() >= ODOMETER_STALE_AFTER_DAYS * DAY_MS;
}

/** Odometer readings are whole kilometres, floored. */
export function wholeKilometres(reading: number): number {
  return Math.floor(reading);
}

type NamedVehicle = {
  nickname: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  rego: string | null;
};

/** The properties without which the garage cannot describe the vehicle. */
export function hasRequiredProperties(v: NamedVehicle): boolean {
  return Boolean(v.make && v.model && v.rego);
}

/** Nickname first; otherwise year, make and model; otherwise the rego. */
export function vehicleDisplayName(v: NamedVehicle): string {
  if (v.nickname) return v.nickname;
  const described = [v.year, v.make, v.model].filter(Boolean).join(' ');
  return described || v.rego || 'My vehicle';
}
