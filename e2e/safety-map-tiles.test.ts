import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousViolations } from './accessibility.ts';
import { screenshot, waitForShellReady } from './helpers.ts';
import { mapTilePng } from './map-tile.ts';
import { useAppSuite } from './suite.ts';

// The safety centre's map with tiles configured: Leaflet draws the tiles the server's
// configuration names, answered here with a local image; a tile that fails gives way to the
// placeholder image.
const TILE_HOST = 'https://tiles.ignite.test';
const app = useAppSuite({
  MAP_TILE_URL: `${TILE_HOST}/{z}/{x}/{y}.png`,
  MAP_TILE_ATTRIBUTION: 'Test tiles',
});

const SYDNEY = { latitude: -33.8688197, longitude: 151.2092957 };
const TILE = mapTilePng();

async function openSafetyAt(page: Page) {
  await page.context().grantPermissions(['geolocation'], { origin: app.url() });
  await page.context().setGeolocation(SYDNEY);
  await page.goto('/safety');
  await waitForShellReady(page);
  await page.getByRole('region', { name: 'Your location' }).waitFor();
}

describe('the map with tiles configured', () => {
  test('Leaflet draws the configured tiles with their attribution, under the app’s policy', async () => {
    const { page, problems, close } = await app.signedIn('owner@demo.ignite');
    const requested: string[] = [];
    await page.context().route(`${TILE_HOST}/**`, async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
    await openSafetyAt(page);
    const map = page.getByRole('region', { name: 'Map of the location' });
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((path) => /^\/16\/\d+\/\d+\.png$/.test(path))).toBe(true);
    await map.locator('.leaflet-control-attribution').getByText('Test tiles').waitFor();
    expect(await page.getByRole('img', { name: 'Map not available' }).count()).toBe(0);
    // Leaflet's own stylesheet arrived with it: its panes are positioned absolutely.
    expect(
      await map
        .locator('.leaflet-pane')
        .first()
        .evaluate((pane) => getComputedStyle(pane).position),
    ).toBe('absolute');
    await screenshot(page, 'safety-map-tiles-dark.png');
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test('a tile that fails to load: the placeholder image instead of a broken map', async () => {
    const { page, close } = await app.signedIn('owner@demo.ignite');
    await page.context().route(`${TILE_HOST}/**`, (route) => route.abort('failed'));
    await openSafetyAt(page);
    await page.getByRole('img', { name: 'Map not available' }).waitFor();
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await close();
  });
});
