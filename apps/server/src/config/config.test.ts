import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { AIRWALLEX_PARTS_TOGETHER, DEMO_MODE_IN_PRODUCTION, loadConfig } from './config.ts';

const KEY = 'a-signing-key-of-at-least-thirty-two-characters';
const PRODUCTION_SECRETS = {
  TOKEN_SIGNING_KEY: KEY,
  BANK_DETAILS_KEY: Buffer.alloc(32, 7).toString('base64'),
  CASHBACK_FEED_SECRET: 'a-feed-secret-of-at-least-thirty-two-characters',
};

describe('loadConfig', () => {
  it('refuses demo mode when NODE_ENV is production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', ...PRODUCTION_SECRETS }),
    ).toThrow(DEMO_MODE_IN_PRODUCTION);
  });

  it('takes demo mode outside production, as npm start runs it', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_MODE: '1' }).demoMode).toBe(true);
  });

  it('runs in production with demo mode off and its three secrets', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(config.demoMode).toBe(false);
    expect(config.env).toBe('production');
  });

  it('names each secret production runs without', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SIGNING_KEY: KEY })).toThrow(
      /BANK_DETAILS_KEY is required outside demo mode\n {2}CASHBACK_FEED_SECRET is required/,
    );
  });

  it('takes a bank details key only of 32 bytes in base64', () => {
    expect(() => loadConfig({ BANK_DETAILS_KEY: 'too-short' })).toThrow(
      'BANK_DETAILS_KEY must be 32 bytes in base64',
    );
    expect(
      loadConfig({ BANK_DETAILS_KEY: PRODUCTION_SECRETS.BANK_DETAILS_KEY }).bankDetailsKey,
    ).toBe(PRODUCTION_SECRETS.BANK_DETAILS_KEY);
  });

  it('has demo mode off when nothing says otherwise', () => {
    expect(loadConfig({}).demoMode).toBe(false);
  });

  it('takes the SMS gateway only whole: all three settings, or none', () => {
    expect(loadConfig({}).smsGateway).toBeUndefined();
    const whole = {
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+61400000000',
    };
    expect(loadConfig(whole).smsGateway).toEqual({
      apiUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't',
      from: '+61400000000',
    });
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are needed together',
    );
  });

  it('sizes the PostgreSQL pool at twice the cores unless DATABASE_POOL_SIZE says', () => {
    expect(loadConfig({}).databasePoolSize).toBe(Math.max(2, os.availableParallelism() * 2));
    expect(loadConfig({ DATABASE_POOL_SIZE: '16' }).databasePoolSize).toBe(16);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow();
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow();
  });

  it('counts request limits per instance unless REDIS_URL names a Redis', () => {
    expect(loadConfig({})).toMatchObject({ redisUrl: undefined, redisKeyPrefix: 'ignite:' });
    const shared = loadConfig({
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
      REDIS_KEY_PREFIX: 'ignite-prod:',
    });
    expect(shared).toMatchObject({
      redisUrl: 'rediss://:secret@cache.internal:6380/2',
      redisKeyPrefix: 'ignite-prod:',
    });
    expect(() => loadConfig({ REDIS_URL: 'cache.internal:6379' })).toThrow(
      'REDIS_URL must start with redis:// or rediss://',
    );
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has spaces' })).toThrow('REDIS_KEY_PREFIX must');
  });

  it('has no map tiles by default, and takes a tile template with {z}, {x} and {y}', () => {
    expect(loadConfig({}).mapTiles).toEqual({ tileUrl: null, attribution: null });
    const osm = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(
      loadConfig({ MAP_TILE_URL: osm, MAP_TILE_ATTRIBUTION: '&copy; OpenStreetMap' }).mapTiles,
    ).toEqual({ tileUrl: osm, attribution: '&copy; OpenStreetMap' });
    // An attribution without tiles has nothing to attribute.
    expect(loadConfig({ MAP_TILE_ATTRIBUTION: 'x' }).mapTiles.attribution).toBeNull();
    for (const bad of [
      'ftp://tiles.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}.png',
      'https://tiles-{s}.example/{z}/{x}/{y}.png',
      'https://tiles.example/{z}/{x}/{y}.png with spaces',
    ]) {
      expect(() => loadConfig({ MAP_TILE_URL: bad })).toThrow('MAP_TILE_URL must be');
    }
  });

  it('takes the payout provider (Airwallex) only whole, and none by default', () => {
    expect(loadConfig({}).payoutProvider).toBeUndefined();
    const whole = {
      AIRWALLEX_CLIENT_ID: 'client-id',
      AIRWALLEX_API_KEY: 'an-api-key-of-16-or-more',
      AIRWALLEX_WEBHOOK_SECRET: 'a-webhook-secret-16+',
    };
    expect(loadConfig(whole).payoutProvider).toEqual({
      name: 'airwallex',
      apiUrl: 'https://api.airwallex.com',
      clientId: 'client-id',
      apiKey: 'an-api-key-of-16-or-more',
      webhookSecret: 'a-webhook-secret-16+',
    });
    expect(() => loadConfig({ AIRWALLEX_CLIENT_ID: 'client-id' })).toThrow(
      AIRWALLEX_PARTS_TOGETHER,
    );
    expect(
      loadConfig({ ...whole, AIRWALLEX_API_URL: 'https://api-demo.airwallex.com/' }).payoutProvider
        ?.apiUrl,
    ).toBe('https://api-demo.airwallex.com');
    expect(() => loadConfig({ ...whole, AIRWALLEX_API_URL: 'http://api.airwallex.com' })).toThrow(
      'AIRWALLEX_API_URL must be',
    );
    expect(() => loadConfig({ ...whole, AIRWALLEX_API_KEY: 'short' })).toThrow(
      'AIRWALLEX_API_KEY must be the API key from the Airwallex web app',
    );
  });

  it('starts in production without a payout provider: withdrawals are then refused', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(config.payoutProvider).toBeUndefined();
    expect(config.demoMode).toBe(false);
  });
});
