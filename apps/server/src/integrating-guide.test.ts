// The worked examples of docs/integrating.md, recomputed with the server's own signing and
// checking code: a value edited in the guide, or a change to how Ignite signs or checks,
// fails here. The launch example is also opened through the whole app, on a copy of the
// seeded database whose owner is given the example's ids and secret, at the example's time;
// the guide's 400 and 401 answers are the answers it gives.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_MESSAGES,
  FEED_SIGNATURE_HEADER,
  feedEventSchema,
} from '@ignite/domain/cashback/cashback-feed';
import {
  isLaunchTimestampFresh,
  launchRequestSchema,
  launchSigningString,
  type LaunchParameters,
} from '@ignite/domain/launch/launch-api';
import { SIGNED_LAUNCH_PARAMETERS } from '@ignite/domain/launch-parameters';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';
import { appConfigurations, users, vehicles } from './db/schema.ts';
import {
  EXPIRED_LAUNCH,
  INVALID_LAUNCH,
  REPLAYED_LAUNCH,
} from './modules/auth/launch/launch-service.ts';
import { signaturesMatch, signLaunch } from './modules/auth/launch/launch-signature.ts';
import { feedSignatureProblem, signFeed } from './modules/cashback/feed-signature.ts';

const guide = readFileSync(new URL('../../../docs/integrating.md', import.meta.url), 'utf8');

/** The text of the section under `heading`, up to the next heading of any level. */
function section(heading: string): string {
  const start = guide.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`docs/integrating.md has no heading '${heading}'`);
  const rest = guide.slice(start + heading.length + 2);
  const end = rest.search(/^#{1,6} /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** The content of the fenced block whose info string is `<language> <name>`, exactly. */
function block(name: string): string {
  const found = [...guide.matchAll(/^```\w+ ([\w-]+)\n([\s\S]*?)\n```$/gm)].filter(
    (match) => match[1] === name,
  );
  if (found.length !== 1) throw new Error(`expected one block '${name}', found ${found.length}`);
  return found[0]?.[2] ?? '';
}

/** An inputs table, `| name | `value` ... |`, as name -> value (names without backticks). */
function inputs(text: string): Record<string, string> {
  const rows = [...text.matchAll(/^\| *`?([A-Za-z]+)`? *\| *`([^`]*)`[^|]*\|$/gm)];
  return Object.fromEntries(rows.map((row) => [row[1] ?? '', row[2] ?? '']));
}

/** The date a table gives beside a Unix time, '(1 January 2026, 00:00 UTC)', as an instant. */
function statedDate(text: string, unixSeconds: string): Date {
  const match = new RegExp(
    `\`${unixSeconds}\` \\((\\d{1,2} \\w+ \\d{4}), (\\d\\d:\\d\\d) UTC\\)`,
  ).exec(text);
  if (!match) throw new Error(`no date stated beside ${unixSeconds}`);
  return new Date(`${match[1]} ${match[2]}Z`);
}

const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

describe('docs/integrating.md: the launch link example', () => {
  const text = section('### Worked example: a launch link');
  const table = inputs(text);
  const secret = table.secret ?? '';
  const params = Object.fromEntries(
    SIGNED_LAUNCH_PARAMETERS.map((name) => [name, table[name] ?? '']),
  ) as LaunchParameters;
  const sign = block('launch-sign');
  const url = block('launch-url');

  it('gives the secret and exactly the seven signed parameters', () => {
    expect(Object.keys(table).sort()).toEqual([...SIGNED_LAUNCH_PARAMETERS, 'secret'].sort());
    expect(secret).not.toBe('');
  });

  it('states the date of its timestamp truly', () => {
    expect(statedDate(text, params.timestamp).getTime()).toBe(Number(params.timestamp) * 1000);
  });

  it('shows the string the server signs', () => {
    expect(block('launch-string-to-sign')).toBe(launchSigningString(params));
  });

  it('shows the signature the server computes, which a plain HMAC-SHA256 agrees with', () => {
    expect(sign).toBe(signLaunch(secret, params));
    expect(sign).toBe(hmacHex(secret, block('launch-string-to-sign')));
    expect(signaturesMatch(signLaunch(secret, params), sign)).toBe(true);
  });

  it('shows the link: the parameters in signing order, then sign', () => {
    const query = new URLSearchParams({ ...params, sign });
    expect(url).toBe(`http://localhost:3000/my-garage?${query.toString()}`);
    const fromLink = Object.fromEntries(new URL(url).searchParams);
    expect(launchRequestSchema.parse(fromLink)).toEqual({ ...params, sign });
  });

  it('is fresh for 300 seconds either side of its timestamp, and no longer', () => {
    const at = (offset: number) => new Date((Number(params.timestamp) + offset) * 1000);
    for (const offset of [-300, 0, 300]) {
      expect(isLaunchTimestampFresh(params.timestamp, at(offset))).toBe(true);
    }
    for (const offset of [-301, 301]) {
      expect(isLaunchTimestampFresh(params.timestamp, at(offset))).toBe(false);
    }
  });

  it('names the three refusals as the server words them', () => {
    for (const message of [INVALID_LAUNCH, EXPIRED_LAUNCH, REPLAYED_LAUNCH]) {
      expect(section('## Signing a launch link')).toContain(`\`${message}\``);
    }
  });

  describe('opened through the app at the example’s time', () => {
    let t: TestApp;
    const launch = (payload: Record<string, string>) =>
      call<{ user?: { firstName: string } }>(t.app, {
        method: 'POST',
        url: '/api/authentication/login',
        payload,
      });

    beforeAll(async () => {
      t = await startTestApp();
      // Olivia's vehicle and app take the example's ids and secret, as a host app's would be.
      const [row] = await t.db
        .select({ userId: users.id, vehicleId: vehicles.id, appId: appConfigurations.id })
        .from(vehicles)
        .innerJoin(users, eq(users.id, vehicles.ownerId))
        .innerJoin(appConfigurations, eq(appConfigurations.id, vehicles.appConfigurationId))
        .where(eq(users.username, 'owner@demo.ignite'));
      if (!row) throw new Error('the seed has no vehicle for owner@demo.ignite');
      await t.db
        .update(users)
        .set({ appConsumerId: params.appConsumerId })
        .where(eq(users.id, row.userId));
      await t.db
        .update(vehicles)
        .set({ appVehicleId: params.appVehicleId })
        .where(eq(vehicles.id, row.vehicleId));
      await t.db
        .update(appConfigurations)
        .set({ launchSecret: secret })
        .where(eq(appConfigurations.id, row.appId));
      const nowSeconds = t.clock.now().getTime() / 1000;
      t.clock.advanceSeconds(Number(params.timestamp) - nowSeconds);
    });
    afterAll(() => t.close());

    const query = () => Object.fromEntries(new URL(url).searchParams);

    it('answers the guide’s 400 for an appMode of 2, without spending the nonce', async () => {
      const { statusCode, body } = await launch({ ...query(), appMode: '2' });
      expect(statusCode).toBe(400);
      expect(body).toEqual(JSON.parse(block('error-400')));
    });

    it('signs the owner in once, then answers the guide’s 401', async () => {
      const first = await launch(query());
      expect(first.statusCode).toBe(200);
      expect(first.body.data.user?.firstName).toBe('Olivia');
      const again = await launch(query());
      expect(again.statusCode).toBe(401);
      expect(again.body).toEqual(JSON.parse(block('error-401')));
    });
  });
});

describe('docs/integrating.md: the feed example', () => {
  const text = section('### Worked example: a feed post');
  const table = inputs(text);
  const secret = table.secret ?? '';
  const time = Number(table.t);
  const body = block('feed-body');
  const [name, value = ''] = block('feed-header').split(': ');

  it('states the date of its time truly', () => {
    expect(statedDate(text, table.t ?? '').getTime()).toBe(time * 1000);
  });

  it('posts a body the feed accepts as an event', () => {
    expect(feedEventSchema.safeParse(JSON.parse(body)).success).toBe(true);
  });

  it('shows the header the server’s signing gives, which a plain HMAC-SHA256 agrees with', () => {
    expect(name?.toLowerCase()).toBe(FEED_SIGNATURE_HEADER);
    expect(value).toBe(signFeed(secret, body, time));
    expect(value).toBe(`t=${time},v1=${hmacHex(secret, `${time}.${body}`)}`);
  });

  it('is accepted by the server’s check within 300 seconds either way, and only then', () => {
    const at = (offset: number) => new Date((time + offset) * 1000);
    const check = (offset: number, raw = body) =>
      feedSignatureProblem(secret, value, Buffer.from(raw, 'utf8'), at(offset));
    expect(check(0)).toBeNull();
    expect(check(-300)).toBeNull();
    expect(check(300)).toBeNull();
    expect(check(-301)).toBe(FEED_MESSAGES.signatureStale);
    expect(check(301)).toBe(FEED_MESSAGES.signatureStale);
    expect(check(0, body.replace('"cashbackAmountCents":500', '"cashbackAmountCents":501'))).toBe(
      FEED_MESSAGES.signatureInvalid,
    );
    expect(check(0, JSON.stringify(JSON.parse(body), null, 2))).toBe(
      FEED_MESSAGES.signatureInvalid,
    );
  });

  it('names the refusals as the server words them', () => {
    const feed = section('## Verifying the cashback feed');
    for (const message of [
      FEED_MESSAGES.signatureMissing,
      FEED_MESSAGES.signatureStale,
      FEED_MESSAGES.signatureInvalid,
      FEED_MESSAGES.unknownCard,
    ]) {
      expect(feed).toContain(`\`${message}\``);
    }
  });
});
