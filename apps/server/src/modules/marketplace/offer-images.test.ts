// The locally drawn offer covers and advertiser logos, through the whole app: SVG that parses
// as XML, cached for good, the same picture for the same key, the category's pictogram, and a
// 400 in the app's result shape for a key that is not a slug.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_KEY_MESSAGE } from '@ignite/domain/marketplace/marketplace-api';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { PICTOGRAMS, type Pictogram } from './offer-image-pictograms.ts';
import { coverSvg, initialsOf, logoSvg, pictogramFor } from './offer-images.ts';

/**
 * A small well-formedness check (no XML parser is a dependency of the server): one root
 * element, every tag closed in order, attributes quoted, no stray '<' or '&'. Answers the
 * root's name and attributes.
 */
function parseXml(xml: string): { root: string; attributes: string } {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/y;
  const open: string[] = [];
  let root: { root: string; attributes: string } | null = null;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`Not well-formed at ${at}: ${xml.slice(at, at + 40)}`);
    const [, closing, name = '', attributes = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (open.length === 0 && text.trim()) throw new Error('Text outside the root');
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(text)) throw new Error('A bare &');
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
      continue;
    }
    if (open.length === 0) {
      if (root) throw new Error('A second root element');
      root = { root: name, attributes };
    }
    if (!selfClosing) open.push(name);
  }
  if (!root || open.length > 0) throw new Error(`Unclosed: ${open.join(', ')}`);
  return root;
}

it('the check refuses what is not well-formed', () => {
  for (const bad of ['<svg><g></svg>', '<svg a=b/>', '<svg>&</svg>', '<svg/><svg/>', '<svg>']) {
    expect(() => parseXml(bad)).toThrow();
  }
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/marketplace/images/cover/:key.svg', () => {
  it('answers a 16:9 SVG cover, cached for good', async () => {
    const response = await get('/api/marketplace/images/cover/lifestyle-food-drink-cafes-3.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { root, attributes } = parseXml(response.body);
    expect(root).toBe('svg');
    expect(attributes).toContain('viewBox="0 0 800 450"');
    expect(attributes).toContain('xmlns="http://www.w3.org/2000/svg"');
  });

  it('draws the same picture for the same key, and another for another key', async () => {
    const url = '/api/marketplace/images/cover/automotive-tyres-new-5.svg';
    const [first, second] = await Promise.all([get(url), get(url)]);
    expect(first.body).toBe(second.body);
    const other = await get('/api/marketplace/images/cover/automotive-tyres-new-6.svg');
    expect(other.body).not.toBe(first.body);
  });

  it("draws the category's pictogram, chosen by the key's prefix", () => {
    const cases: [string, Pictogram][] = [
      ['lifestyle-food-drink-cafes-3', 'coffee'],
      ['lifestyle-food-drink-restaurants-1', 'cutlery'],
      ['automotive-tyres-alignment-2', 'tyre'],
      ['automotive-fuel-petrol-1', 'fuel'],
      ['automotive-fuel-ev-1', 'bolt'],
      ['automotive-servicing-logbook-feature-2', 'spanner'],
      ['lifestyle-gift-cards-dining-4', 'gift'],
      ['lifestyle-shopping-shoes-1', 'bag'],
      ['automotive', 'car'],
      ['something-else', 'tag'],
    ];
    for (const [key, pictogram] of cases) {
      expect(pictogramFor(key)).toBe(pictogram);
      expect(coverSvg(key)).toContain(PICTOGRAMS[pictogram]);
    }
  });

  it('is well-formed for every pictogram and many keys', () => {
    const keys = Object.keys(PICTOGRAMS).map((name) => `${name}-1`);
    for (let n = 1; n <= 40; n += 1) keys.push(`lifestyle-food-drink-cafes-${n}`);
    for (const key of keys) expect(parseXml(coverSvg(key)).root).toBe('svg');
  });
});

describe('GET /api/marketplace/images/logo/:key.svg', () => {
  it("answers a square logo with the advertiser's initials", async () => {
    const response = await get('/api/marketplace/images/logo/harbour-city-motors.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(parseXml(response.body).attributes).toContain('viewBox="0 0 160 160"');
    expect(response.body).toContain('>HC</text>');
    expect(response.body).toContain('font-family="system-ui, sans-serif"');
    expect((await get('/api/marketplace/images/logo/harbour-city-motors.svg')).body).toBe(
      response.body,
    );
  });

  it('takes initials from the words of the slug, leaving out the small ones', () => {
    expect(initialsOf('harbour-city-motors')).toBe('HC');
    expect(initialsOf('the-galah-bakehouse')).toBe('GB');
    expect(initialsOf('morrisons-tyre-centre')).toBe('MT');
    expect(initialsOf('kookaburra')).toBe('K');
    expect(initialsOf('4wd-accessories')).toBe('4A');
    expect(parseXml(logoSvg('the')).root).toBe('svg');
  });
});

describe('a key that is not a slug', () => {
  it.each([
    ['upper case', 'Harbour'],
    ['an underscore', 'bad_key'],
    ['a dot', 'a.b'],
    ['a space', 'a%20b'],
    ['an accent', 'caf%C3%A9'],
    ['81 characters', 'a'.repeat(81)],
    ['a quote', '%22onload%3D'],
  ])('with %s is a 400 in the result shape', async (_, key) => {
    for (const kind of ['cover', 'logo']) {
      const response = await get(`/api/marketplace/images/${kind}/${key}.svg`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, status: 400, data: null });
      expect(response.json<{ messages: string[] }>().messages.join(' ')).toContain(
        IMAGE_KEY_MESSAGE,
      );
    }
  });
});
