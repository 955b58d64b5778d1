import { expect, test } from '@playwright/test';
import { TILE_REQUESTS_PATH, type TileRequest } from './support/tile-server';

const tileServer = `http://127.0.0.1:${process.env.E2E_TILE_PORT}`;

/**
 * OpenStreetMap's tile usage policy requires a Referer on tile requests. The local tile server stands in
 * for it and records the Referer each tile request carried: the site's origin must be there, never more.
 */
test.describe('Map tiles', () => {
  test("are requested with the site's origin as Referer, without the page's path or query", async ({
    page,
    baseURL,
  }) => {
    const start = Date.now();
    const tileResponse = page.waitForResponse((response) => response.url().startsWith(`${tileServer}/`));
    await page.goto('/?searchTerm=private%20words');
    await expect(page.getByTestId('sales-map').locator('img.leaflet-tile').first()).toBeVisible();
    await tileResponse;

    const origin = new URL(baseURL as string).origin;
    const served = (await (
      await page.request.get(`${tileServer}${TILE_REQUESTS_PATH}`)
    ).json()) as TileRequest[];
    // Other specs load tiles from the same server meanwhile (from their own instances): only this run's.
    const ours = served.filter(
      (request) => request.at >= start - 1000 && request.referer?.startsWith(origin),
    );
    expect(ours.length, JSON.stringify(served.slice(-5))).toBeGreaterThan(0);
    for (const request of ours) expect(request.referer).toBe(`${origin}/`);
    expect(served.filter((request) => request.at >= start - 1000 && request.referer === null)).toEqual([]);
  });
});
