import { describe, expect, test } from 'vitest';
import { mergeRouteParams } from './use-route-params.ts';

describe('mergeRouteParams', () => {
  test('merges route and query parameters, route parameters winning', () => {
    const query = new URLSearchParams('p=bookings&itemType=query');
    expect(mergeRouteParams({ itemType: 'battery' }, query)).toEqual({
      p: 'bookings',
      itemType: 'battery',
    });
  });

  test('empty values become undefined', () => {
    const merged = mergeRouteParams({ conditionType: '' }, new URLSearchParams('appVehicleId='));
    expect(merged).toEqual({ conditionType: undefined, appVehicleId: undefined });
  });
});
