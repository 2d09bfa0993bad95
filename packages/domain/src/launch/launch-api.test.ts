import { describe, expect, it } from 'vitest';
import {
  isLaunchTimestampFresh,
  launchNamesSession,
  launchRequestSchema,
  launchSigningString,
  type LaunchParameters,
} from './launch-api.ts';

const params: LaunchParameters = {
  timestamp: '1795220560',
  nonce: 'n0nce-value-0123456789',
  gpsLong: '151.2093',
  gpsLat: '-33.8688',
  appVehicleId: 'CAAF8A58-8E90-4B3C-9D2A-1F0E5C7B6A41',
  appMode: '1',
  appConsumerId: '63ec4b53-be20-4ac3-a282-fa5748a8426c',
};

describe('launchSigningString', () => {
  it('sorts the parameters by name and lower-cases the ids without dashes', () => {
    expect(launchSigningString(params)).toBe(
      'appConsumerId=63ec4b53be204ac3a282fa5748a8426c&appMode=1&appVehicleId=caaf8a588e904b3c9d2a1f0e5c7b6a41' +
        '&gpsLat=-33.8688&gpsLong=151.2093&nonce=n0nce-value-0123456789&timestamp=1795220560',
    );
  });

  it('signs a changed value differently', () => {
    expect(launchSigningString({ ...params, gpsLat: '-33.8689' })).not.toBe(
      launchSigningString(params),
    );
  });
});

describe('isLaunchTimestampFresh', () => {
  const now = new Date(1_795_220_560_999);
  it.each([
    [0, true],
    [300, true],
    [-300, true],
    [301, false],
    [-301, false],
  ])('a timestamp %i s from now is fresh: %s', (offset, fresh) => {
    expect(isLaunchTimestampFresh(String(1_795_220_560 + offset), now)).toBe(fresh);
  });
});

describe('launchNamesSession', () => {
  const user = {
    appConsumerId: params.appConsumerId,
    activeVehicle: { appVehicleId: 'caaf8a58-8e90-4b3c-9d2a-1f0e5c7b6a41' },
  };
  const link = { appConsumerId: params.appConsumerId, appVehicleId: params.appVehicleId };

  it('names the session when the consumer and the active vehicle match, in any case', () => {
    expect(launchNamesSession(link, user)).toBe(true);
    expect(
      launchNamesSession({ ...link, appConsumerId: params.appConsumerId.toUpperCase() }, user),
    ).toBe(true);
  });

  it('ids are compared as they are signed: without their dashes too', () => {
    expect(
      launchNamesSession({ ...link, appVehicleId: 'caaf8a588e904b3c9d2a1f0e5c7b6a41' }, user),
    ).toBe(true);
  });

  it.each([
    ['another consumer', { ...link, appConsumerId: '63ec4b53-be20-4ac3-a282-fa5748a8426d' }, user],
    ['another vehicle', { ...link, appVehicleId: '63ec4b53-be20-4ac3-a282-fa5748a8426c' }, user],
    ['a link without a consumer', { ...link, appConsumerId: null }, user],
    ['a link without a vehicle', { ...link, appVehicleId: null }, user],
    ['a session without an active vehicle', link, { ...user, activeVehicle: null }],
    ['a session that is no consumer (dealer staff)', link, { ...user, appConsumerId: null }],
  ])('does not name it for %s', (_case, launch, session) => {
    expect(launchNamesSession(launch, session)).toBe(false);
  });
});

describe('launchRequestSchema', () => {
  const valid = { ...params, sign: 'a'.repeat(64) };
  it('accepts numbers for the numeric parameters, as text', () => {
    const parsed = launchRequestSchema.parse({
      ...valid,
      gpsLat: -33.8688,
      timestamp: 1795220560,
      appMode: 1,
    });
    expect(parsed).toMatchObject({ gpsLat: '-33.8688', timestamp: '1795220560', appMode: '1' });
  });
  it.each([
    [{ gpsLat: '-90.5' }, 'gpsLat must be between -90 and 90'],
    [{ gpsLong: '180.1' }, 'gpsLong must be between -180 and 180'],
    [{ gpsLat: '1e3' }, 'gpsLat must be a decimal number'],
    [{ sign: 'z'.repeat(64) }, 'sign must be 64 hexadecimal characters'],
  ])('refuses %o', (change, message) => {
    const result = launchRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
  it('refuses an unknown parameter', () => {
    expect(launchRequestSchema.safeParse({ ...valid, extra: '1' }).success).toBe(false);
  });
});
