// What the service record shows, for the owner's PDF and the buyer's link alike: the car, its
// dealership, its odometer readings and its service log, each field picked by name, so nothing
// of the owner's (name, contact, nickname, ids, money) can ride along from the garage model it
// is read from.
import type { HistoryItem, ServiceLogItem } from '../garage/garage-api.ts';
import { ODOMETER_CORRECTED_TITLE } from '../garage/odometer-readings.ts';
import type { Vehicle } from '../garage/vehicle.ts';
import type { SharedServiceRecord } from './service-record-api.ts';

/** The record without the link's expiry: what the PDF prints. */
export type ServiceRecord = Omit<SharedServiceRecord, 'expiresAt'>;

export type ServiceRecordSource = {
  vehicle: Pick<
    Vehicle,
    'make' | 'model' | 'year' | 'rego' | 'regoState' | 'odometer' | 'dateLastSetOdometer'
  >;
  /** Not in the garage model: read with the vehicle's row. */
  vin: string | null;
  dealership: ServiceRecord['dealership'];
  history: readonly Pick<HistoryItem, 'type' | 'title' | 'description' | 'utcEventDate'>[];
  serviceLog: readonly Pick<ServiceLogItem, 'title' | 'utcDateCreated' | 'locationName'>[];
};

/** The history type every odometer reading is kept under (vehicle-repository.ts). */
export const ODOMETER_HISTORY_TYPE = 'Odometer';

type Reading = ServiceRecord['odometerReadings'][number];

const KILOMETRES = String.raw`(?<![\d,])(\d{1,3}(?:,\d{3})+|\d+) km`;
const ENDS_WITH_READING = new RegExp(`${KILOMETRES}$`);
const CORRECTED_FROM = new RegExp(`^From ${KILOMETRES} to`);
const number = (digits: string) => Number(digits.replaceAll(',', ''));

/**
 * The reading an odometer history item records: its description ends with it ('57,300 km',
 * 'From 99,999 km to 57,300 km', 'Set to 10 km'); null when it does not.
 */
export function readingIn(description: string | null): number | null {
  const match = ENDS_WITH_READING.exec(description?.trim() ?? '');
  return match?.[1] === undefined ? null : number(match[1]);
}

/** The mistaken reading a correction replaced ('From 99,999 km to ...'); null when none was. */
export function correctedFrom(description: string | null): number | null {
  const match = CORRECTED_FROM.exec(description?.trim() ?? '');
  return match?.[1] === undefined ? null : number(match[1]);
}

/**
 * The odometer's story, newest first: each reading in history, where a correction takes the
 * place of the mistake it corrected (a typo of 99,999 km is not the car's story), and the
 * current reading when history does not end with it (a reading from before history was kept).
 */
export function odometerReadingsOf(source: Pick<ServiceRecordSource, 'vehicle' | 'history'>) {
  const items = source.history
    .filter((item) => item.type === ODOMETER_HISTORY_TYPE)
    .sort((a, b) => Date.parse(a.utcEventDate) - Date.parse(b.utcEventDate));
  const readings: Reading[] = [];
  for (const item of items) {
    const odometer = readingIn(item.description);
    if (odometer === null) continue;
    if (item.title === ODOMETER_CORRECTED_TITLE) {
      const mistake = correctedFrom(item.description);
      if (mistake !== null && readings.at(-1)?.odometer === mistake) readings.pop();
    }
    readings.push({ date: item.utcEventDate, odometer });
  }
  const { odometer, dateLastSetOdometer } = source.vehicle;
  if (odometer !== null && dateLastSetOdometer !== null && readings.at(-1)?.odometer !== odometer) {
    readings.push({ date: dateLastSetOdometer, odometer });
  }
  return readings.reverse();
}

/** The record from the garage's model and the vehicle's row: only the fields named here. */
export function serviceRecordOf(source: ServiceRecordSource): ServiceRecord {
  const { vehicle, dealership } = source;
  return {
    vehicle: {
      make: vehicle.make,
      model: vehicle.model,
      year: vehicle.year,
      vin: source.vin,
      rego: vehicle.rego,
      regoState: vehicle.regoState,
      odometer: vehicle.odometer,
    },
    dealership: dealership && {
      name: dealership.name,
      phone: dealership.phone,
      suburb: dealership.suburb,
      state: dealership.state,
    },
    odometerReadings: odometerReadingsOf(source),
    serviceLog: source.serviceLog
      .map((item) => ({
        date: item.utcDateCreated,
        title: item.title,
        locationName: item.locationName,
      }))
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date)),
  };
}

/** The car as a heading: '2022 Toyota RAV4 Hybrid'; 'Vehicle' when nothing is known. */
export function vehicleTitle(vehicle: Pick<ServiceRecord['vehicle'], 'year' | 'make' | 'model'>) {
  const words = [vehicle.year, vehicle.make, vehicle.model].filter(
    (word) => word !== null && String(word).trim() !== '',
  );
  return words.length === 0 ? 'Vehicle' : words.join(' ');
}

/** Where the dealership is: 'Parramatta NSW', 'NSW', or null when neither is known. */
export function dealershipPlace(dealership: NonNullable<ServiceRecord['dealership']>) {
  const place = [dealership.suburb, dealership.state].filter((part) => part?.trim()).join(' ');
  return place === '' ? null : place;
}
