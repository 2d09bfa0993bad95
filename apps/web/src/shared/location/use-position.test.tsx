import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { userSettingsSchema, type UserSettings } from '@/shared/settings/user-settings.ts';
import { resetDevicePosition } from './device-position.ts';
import { saveLaunchPosition } from './launch-position.ts';
import { usePosition } from './use-position.ts';

let settings: UserSettings = userSettingsSchema.parse({});
vi.mock('@/shared/settings/use-user-settings.ts', () => ({
  useUserSettings: () => ({ settings, update: () => undefined }),
}));

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = () => void;

/** A browser whose geolocation answers when the test says, as a real one waits for the user. */
function stubGeolocation() {
  const asked: { ok: Success; fail: Failure }[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: { getCurrentPosition: (ok: Success, fail: Failure) => asked.push({ ok, fail }) },
  });
  return asked;
}

afterEach(() => {
  resetDevicePosition();
  settings = userSettingsSchema.parse({});
});

describe('usePosition', () => {
  test('the custom GPS coordinates win while their switch is on, and the browser is not asked', () => {
    const asked = stubGeolocation();
    settings = {
      ...settings,
      enableCustomGpsCoordinates: true,
      customGpsCoordinates: { lat: -37.8, long: 144.9 },
    };
    const { result } = renderHook(() => usePosition());
    expect(result.current).toEqual({
      position: { latitude: -37.8, longitude: 144.9, source: 'custom' },
      settled: true,
    });
    expect(asked).toHaveLength(0);
  });

  test('coordinates kept while the switch is off are not used', () => {
    stubGeolocation();
    settings = {
      ...settings,
      enableCustomGpsCoordinates: false,
      customGpsCoordinates: { lat: -37.8, long: 144.9 },
    };
    const { result } = renderHook(() => usePosition());
    expect(result.current).toEqual({ position: null, settled: false });
  });

  test('the browser’s position once allowed; not settled while it is being asked', () => {
    const asked = stubGeolocation();
    const { result } = renderHook(() => usePosition());
    expect(result.current).toEqual({ position: null, settled: false });
    act(() => asked[0]?.ok({ coords: { latitude: -33.815, longitude: 151.0011 } }));
    expect(result.current).toEqual({
      position: { latitude: -33.815, longitude: 151.0011, source: 'device' },
      settled: true,
    });
  });

  test('a prompt left unanswered for 10 s counts as no answer; a later answer still counts', () => {
    vi.useFakeTimers();
    try {
      const asked = stubGeolocation();
      const { result } = renderHook(() => usePosition());
      act(() => vi.advanceTimersByTime(9_999));
      expect(result.current).toEqual({ position: null, settled: false });
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toEqual({ position: null, settled: true });
      act(() => asked[0]?.ok({ coords: { latitude: -33.815, longitude: 151.0011 } }));
      expect(result.current).toEqual({
        position: { latitude: -33.815, longitude: 151.0011, source: 'device' },
        settled: true,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test('refused: the launch’s gpsLat/gpsLong, else none (settled, so nearby can say so)', () => {
    const asked = stubGeolocation();
    const { result, rerender } = renderHook(() => usePosition());
    act(() => asked[0]?.fail());
    expect(result.current).toEqual({ position: null, settled: true });

    saveLaunchPosition(new URLSearchParams('gpsLat=-27.38&gpsLong=153.06'));
    rerender();
    expect(result.current).toEqual({
      position: { latitude: -27.38, longitude: 153.06, source: 'launch' },
      settled: true,
    });
  });

  test('a launch without coordinates (or with nonsense) keeps none', () => {
    saveLaunchPosition(new URLSearchParams('gpsLat=-27.38&gpsLong=153.06'));
    saveLaunchPosition(new URLSearchParams('gpsLat=abc'));
    const asked = stubGeolocation();
    const { result } = renderHook(() => usePosition());
    act(() => asked[0]?.fail());
    expect(result.current.position).toBeNull();
  });
});
