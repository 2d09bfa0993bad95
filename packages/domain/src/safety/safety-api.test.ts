import { describe, expect, test } from 'vitest';
import {
  coordinatesSchema,
  createShareLinkRequestSchema,
  NAME_TO_SHOW_MAX,
  SAFETY_MESSAGES as M,
  sharedLocationIntro,
  sharedLocationParamsSchema,
} from './safety-api.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('coordinates sent to the server', () => {
  test.each([
    [-90, -180],
    [90, 180],
    [0, 0],
    [-33.868819, 151.209296],
  ])('%d, %d is a position', (latitude, longitude) => {
    expect(coordinatesSchema.safeParse({ latitude, longitude }).success).toBe(true);
  });

  test.each([
    ['latitude below -90', { latitude: -90.000001, longitude: 0 }, [M.latitudeInvalid]],
    ['latitude above 90', { latitude: 91, longitude: 0 }, [M.latitudeInvalid]],
    ['longitude below -180', { latitude: 0, longitude: -180.5 }, [M.longitudeInvalid]],
    ['longitude above 180', { latitude: 0, longitude: 181 }, [M.longitudeInvalid]],
    ['infinite latitude', { latitude: Infinity, longitude: 0 }, [M.latitudeInvalid]],
    ['NaN longitude', { latitude: 0, longitude: Number.NaN }, [M.longitudeInvalid]],
    ['text', { latitude: '-33.8', longitude: 151 }, [M.latitudeInvalid]],
    ['null', { latitude: 0, longitude: null }, [M.longitudeInvalid]],
    ['missing both', {}, [M.latitudeInvalid, M.longitudeInvalid]],
  ])('%s is refused with its message', (_, body, messages) => {
    expect(messagesOf(coordinatesSchema.safeParse(body))).toEqual(messages);
  });

  test('unknown fields are refused: nothing else rides along', () => {
    expect(
      coordinatesSchema.safeParse({ latitude: 0, longitude: 0, userId: 'someone' }).success,
    ).toBe(false);
  });
});

describe('a new location link', () => {
  const at = { latitude: -33.8, longitude: 151.2 };

  test.each([1, 8, 24])('%d hours is a choice', (durationHours) => {
    expect(createShareLinkRequestSchema.safeParse({ ...at, durationHours }).success).toBe(true);
  });

  test.each([0, 2, 25, 1.5, '8', null])('%o hours is refused', (durationHours) => {
    expect(messagesOf(createShareLinkRequestSchema.safeParse({ ...at, durationHours }))).toEqual([
      M.durationInvalid,
    ]);
  });

  test('the duration message names the choices', () => {
    expect(M.durationInvalid).toBe('durationHours must be one of 1, 8, 24');
  });
});

describe('the name to show with a new link', () => {
  const link = { latitude: -33.8, longitude: 151.2, durationHours: 1 };
  const nameOf = (nameToShow: unknown) => {
    const parsed = createShareLinkRequestSchema.safeParse({ ...link, nameToShow });
    return parsed.success ? parsed.data.nameToShow : messagesOf(parsed);
  };

  test('trimmed; absent, null or blank is no name at all', () => {
    expect(nameOf('  Mia  ')).toBe('Mia');
    expect(nameOf(undefined)).toBeNull();
    expect(nameOf(null)).toBeNull();
    expect(nameOf('   ')).toBeNull();
  });

  test(`${NAME_TO_SHOW_MAX} characters (an emoji counts one) fit; one more is refused, not cut`, () => {
    expect(nameOf('M'.repeat(NAME_TO_SHOW_MAX))).toBe('M'.repeat(NAME_TO_SHOW_MAX));
    expect(nameOf(`${'M'.repeat(NAME_TO_SHOW_MAX - 1)}🚗`)).toBe(
      `${'M'.repeat(NAME_TO_SHOW_MAX - 1)}🚗`,
    );
    expect(nameOf('M'.repeat(NAME_TO_SHOW_MAX + 1))).toEqual([M.nameToShowTooLong]);
    expect(M.nameToShowTooLong).toBe('The name to show can be at most 40 characters');
  });

  test('a second line or a number is refused with its message', () => {
    expect(nameOf('Mia\nChen')).toEqual([M.nameToShowOneLine]);
    expect(nameOf(42)).toEqual([M.nameToShowNotText]);
  });

  test('the page names the person, or Someone, and the owner’s app', () => {
    expect(sharedLocationIntro('Mia', 'Harbour Drive')).toBe(
      'Mia shared where they are with you from the Harbour Drive app.',
    );
    expect(sharedLocationIntro(null, 'Ignite')).toBe(
      'Someone shared where they are with you from the Ignite app.',
    );
  });
});

describe('a link’s token', () => {
  test('43 base64url characters, as the server makes them', () => {
    const token = 'A'.repeat(21) + '-_' + 'z9'.repeat(10);
    expect(token).toHaveLength(43);
    expect(sharedLocationParamsSchema.safeParse({ token }).success).toBe(true);
  });

  test.each(['short', 'A'.repeat(44), `${'A'.repeat(42)}=`, `${'A'.repeat(42)}\u0000`])(
    '%s is not a token',
    (token) => {
      expect(messagesOf(sharedLocationParamsSchema.safeParse({ token }))).toEqual([M.tokenInvalid]);
    },
  );
});
