import { describe, expect, test } from 'vitest';
import { garagePanel, panelSearch } from './garage-panel.ts';

const query = (search: string) => new URLSearchParams(search);

describe('garagePanel', () => {
  test('the vehicle panel is the default', () => {
    expect(garagePanel(query(''))).toBe('vehicle');
    expect(garagePanel(query('p='))).toBe('vehicle');
  });

  test('p chooses a known panel', () => {
    expect(garagePanel(query('p=bookings'))).toBe('bookings');
    expect(garagePanel(query('p=vehicle'))).toBe('vehicle');
  });

  test('an unknown panel falls back to the vehicle', () => {
    expect(garagePanel(query('p=trips'))).toBe('vehicle');
    expect(garagePanel(query('p=Bookings'))).toBe('vehicle');
  });
});

describe('panelSearch', () => {
  test('switching keeps every other query parameter', () => {
    expect(panelSearch(query('appVehicleId=abc&gpsLat=-33.8'), 'bookings')).toBe(
      '?appVehicleId=abc&gpsLat=-33.8&p=bookings',
    );
    expect(panelSearch(query('p=bookings&appVehicleId=abc'), 'vehicle')).toBe('?appVehicleId=abc');
  });

  test('the default panel leaves no p behind, and nothing else means no search at all', () => {
    expect(panelSearch(query('p=bookings'), 'vehicle')).toBe('');
    expect(panelSearch(query(''), 'vehicle')).toBe('');
  });

  test('choosing the panel already shown changes nothing', () => {
    expect(panelSearch(query('p=bookings&x=1'), 'bookings')).toBe('?p=bookings&x=1');
  });

  test('the query it was given is left alone', () => {
    const original = query('p=bookings&x=1');
    panelSearch(original, 'vehicle');
    expect(original.toString()).toBe('p=bookings&x=1');
  });
});
