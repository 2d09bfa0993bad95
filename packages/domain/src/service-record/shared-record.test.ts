import { describe, expect, test } from 'vitest';
import {
  correctedFrom,
  dealershipPlace,
  odometerReadingsOf,
  readingIn,
  type ServiceRecordSource,
  serviceRecordOf,
  vehicleTitle,
} from './shared-record.ts';

const vehicle: ServiceRecordSource['vehicle'] = {
  make: 'Toyota',
  model: 'RAV4 Hybrid',
  year: 2022,
  rego: 'CXR52H',
  regoState: 'NSW',
  odometer: 57_300,
  dateLastSetOdometer: '2026-03-01T00:00:00.000Z',
};
const odometer = (title: string, description: string, utcEventDate: string) => ({
  type: 'Odometer',
  title,
  description,
  utcEventDate,
});

describe('reading an odometer history item', () => {
  test.each([
    ['57,300 km', 57_300],
    ['10 km', 10],
    ['2,000,000 km', 2_000_000],
    ['From 99,999 km to 57,300 km', 57_300],
    ['Set to 0 km', 0],
    ['  57,300 km  ', 57_300],
  ])('%o records %d', (description, reading) => {
    expect(readingIn(description)).toBe(reading);
  });

  test.each([null, '', 'km', '57,300', 'At 17,000 km after a warning.', '57,30 km'])(
    '%o records no reading',
    (description) => {
      expect(readingIn(description)).toBeNull();
    },
  );

  test('a correction names the reading it replaced; a first setting names none', () => {
    expect(correctedFrom('From 99,999 km to 57,300 km')).toBe(99_999);
    expect(correctedFrom('Set to 57,300 km')).toBeNull();
    expect(correctedFrom('57,300 km')).toBeNull();
  });
});

describe('the odometer readings shown', () => {
  test('newest first, from odometer items only, ending with the current reading', () => {
    const readings = odometerReadingsOf({
      vehicle,
      history: [
        odometer('Odometer updated', '57,300 km', '2026-03-01T00:00:00.000Z'),
        { type: 'Brakes', title: 'Pads', description: '17,000 km', utcEventDate: '2025-01-01' },
        odometer('Odometer updated', '45,100 km', '2025-06-01T00:00:00.000Z'),
      ],
    });
    expect(readings).toEqual([
      { date: '2026-03-01T00:00:00.000Z', odometer: 57_300 },
      { date: '2025-06-01T00:00:00.000Z', odometer: 45_100 },
    ]);
  });

  test('a correction takes the place of the mistake it corrected', () => {
    const readings = odometerReadingsOf({
      vehicle,
      history: [
        odometer('Odometer updated', '45,100 km', '2025-06-01T00:00:00.000Z'),
        odometer('Odometer updated', '573,000 km', '2026-02-28T00:00:00.000Z'),
        odometer(
          'Odometer reading corrected',
          'From 573,000 km to 57,300 km',
          '2026-03-01T00:00:00.000Z',
        ),
      ],
    });
    expect(readings.map((r) => r.odometer)).toEqual([57_300, 45_100]);
  });

  test('a correction of a reading history never saw keeps what it has', () => {
    const readings = odometerReadingsOf({
      vehicle,
      history: [
        odometer('Odometer updated', '45,100 km', '2025-06-01T00:00:00.000Z'),
        odometer(
          'Odometer reading corrected',
          'From 60,000 km to 57,300 km',
          '2026-03-01T00:00:00.000Z',
        ),
      ],
    });
    expect(readings.map((r) => r.odometer)).toEqual([57_300, 45_100]);
  });

  test('the current reading is added when history does not end with it', () => {
    expect(odometerReadingsOf({ vehicle, history: [] })).toEqual([
      { date: '2026-03-01T00:00:00.000Z', odometer: 57_300 },
    ]);
    // Without the date it was read, it has no place on the list (the vehicle facts show it).
    expect(
      odometerReadingsOf({ vehicle: { ...vehicle, dateLastSetOdometer: null }, history: [] }),
    ).toEqual([]);
    expect(odometerReadingsOf({ vehicle: { ...vehicle, odometer: null }, history: [] })).toEqual(
      [],
    );
  });
});

describe('the record', () => {
  // What the garage model carries besides: all of it the owner's, none of it to be shown.
  const ownersOwn = {
    vehicleId: '7b0c8f6e-4a7b-4d51-9d0e-1f2a3b4c5d6e',
    nickname: 'The RAV',
    firstName: 'Olivia',
    lastName: 'Nguyen',
    email: 'owner@demo.ignite',
    mobileNumber: '0412 345 678',
  };
  const source = {
    vehicle: { ...vehicle, ...ownersOwn },
    vin: 'JTMW43FV10D123456',
    dealership: {
      name: 'Harbour City Motors',
      phone: '02 9555 0100',
      suburb: 'Parramatta',
      state: 'NSW',
      ...ownersOwn,
    },
    history: [{ ...odometer('Odometer updated', '57,300 km', vehicle.dateLastSetOdometer ?? '') }],
    serviceLog: [
      {
        ...ownersOwn,
        title: '30,000 km service',
        utcDateCreated: '2024-03-01T00:00:00.000Z',
        locationName: 'Harbour City Motors Service Department',
        purchaseAmount: 389,
        cashbackAmount: 19.45,
      },
      {
        title: '45,000 km service',
        utcDateCreated: '2025-03-01T00:00:00.000Z',
        locationName: 'Westmead Auto Care',
      },
    ],
  };

  test('shows the car, its dealership, its readings and its services, newest first', () => {
    expect(serviceRecordOf(source)).toEqual({
      vehicle: {
        make: 'Toyota',
        model: 'RAV4 Hybrid',
        year: 2022,
        vin: 'JTMW43FV10D123456',
        rego: 'CXR52H',
        regoState: 'NSW',
        odometer: 57_300,
      },
      dealership: {
        name: 'Harbour City Motors',
        phone: '02 9555 0100',
        suburb: 'Parramatta',
        state: 'NSW',
      },
      odometerReadings: [{ date: '2026-03-01T00:00:00.000Z', odometer: 57_300 }],
      serviceLog: [
        {
          date: '2025-03-01T00:00:00.000Z',
          title: '45,000 km service',
          locationName: 'Westmead Auto Care',
        },
        {
          date: '2024-03-01T00:00:00.000Z',
          title: '30,000 km service',
          locationName: 'Harbour City Motors Service Department',
        },
      ],
    });
  });

  test('nothing of the owner’s rides along, whatever the source carries', () => {
    const text = JSON.stringify(serviceRecordOf(source));
    for (const value of Object.values(ownersOwn)) expect(text).not.toContain(value);
    expect(text).not.toContain('389');
    expect(text).not.toContain('19.45');
  });

  test('the generic app has no dealership', () => {
    expect(serviceRecordOf({ ...source, dealership: null }).dealership).toBeNull();
  });
});

describe('headings', () => {
  test('the car by year, make and model, as much as is known', () => {
    expect(vehicleTitle({ year: 2022, make: 'Toyota', model: 'RAV4 Hybrid' })).toBe(
      '2022 Toyota RAV4 Hybrid',
    );
    expect(vehicleTitle({ year: null, make: 'Isuzu', model: ' ' })).toBe('Isuzu');
    expect(vehicleTitle({ year: null, make: null, model: null })).toBe('Vehicle');
  });

  test('the dealership’s place by suburb and state', () => {
    const dealer = { name: 'H', phone: null, suburb: 'Parramatta', state: 'NSW' };
    expect(dealershipPlace(dealer)).toBe('Parramatta NSW');
    expect(dealershipPlace({ ...dealer, suburb: null })).toBe('NSW');
    expect(dealershipPlace({ ...dealer, suburb: ' ', state: null })).toBeNull();
  });
});
