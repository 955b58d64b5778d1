import { expect, type Page, test } from '@playwright/test';

/** The zoom levels of the tiles the map asks the local tile server for, in order. */
function tileZooms(page: Page): number[] {
  const zooms: number[] = [];
  page.on('request', (req) => {
    const match = /127\.0\.0\.1:\d+\/(\d+)\/\d+\/\d+\.png$/.exec(req.url());
    if (match) zooms.push(Number(match[1]));
  });
  return zooms;
}

test.describe('Pages and navigation', () => {
  test('an unknown address shows the 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('the scripts and style sheets arrive compressed (the build copies, not the whole files)', async ({
    page,
  }) => {
    const assets: { url: string; encoding: string | undefined; length: string | undefined }[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.(js|css)$/.test(response.url())) {
        const headers = response.headers();
        assets.push({
          url: response.url(),
          encoding: headers['content-encoding'],
          length: headers['content-length'],
        });
      }
    });
    await page.goto('/');
    // The app's own map, not the server-drawn screen (whose Show Filters is there before any app module
    // is asked for: they come after the first paint, start.ts).
    await expect(page.locator('.leaflet-container')).toBeVisible();
    // The entry script, its chunks and the map's: at least a few, each sent as br or gzip.
    expect(assets.length).toBeGreaterThan(3);
    const main = assets.find((asset) => /\/assets\/index-[^/]+\.js$/.test(asset.url));
    expect(main?.encoding).toMatch(/^(br|gzip)$/);
    // A copy made at build time has its length known up front; one compressed per request would not.
    const whole = await page.request.get(main?.url ?? '', { headers: { 'accept-encoding': 'identity' } });
    expect(Number(main?.length)).toBeGreaterThan(0);
    expect(Number(main?.length)).toBeLessThan((await whole.body()).length / 2);
    const uncompressed = assets.filter((asset) => !asset.encoding);
    for (const asset of uncompressed) {
      const size = (await (await page.request.get(asset.url)).body()).length;
      expect(size, `${asset.url} is sent whole`).toBeLessThan(1024);
    }
  });

  test('Report an Issue shows the contact address, what to include and the reply time', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Report an Issue' })).toBeVisible();
    const address = page.getByRole('main').getByRole('link', { name: 'help@parkland.example.org' });
    await expect(address).toHaveAttribute('href', 'mailto:help@parkland.example.org');
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText('24 hours');
  });

  test('the desktop bar, signed out, offers Explore and Post a Sale', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Post a Sale' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await nav.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 375 px the bar collapses into a menu, and nothing overflows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(page.getByTestId('sale-card').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Post a Sale' })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Explore Map' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Report an Issue' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await menu.getByRole('link', { name: 'Report an Issue' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.goto('/');
    const map = page.getByTestId('sales-map');
    const box = await map.boundingBox();
    expect(box?.height).toBeCloseTo(812 / 2, -1);
  });

  test('the map shows the tile server attribution and a locate-me control', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.5412, longitude: -113.9101 });
    await page.goto('/');
    const map = page.getByTestId('sales-map');
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map).toContainText('OpenStreetMap');
    // The map asks the tile server for the zoom level it shows: the user's location is shown at 14.
    const zooms = tileZooms(page);
    await map.getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByText('Location found', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Map has been centered on your current location.', { exact: true }),
    ).toBeVisible();
    await expect(map.locator('.user-location-dot')).toBeVisible();
    await expect.poll(() => zooms.at(-1)).toBe(14);
  });

  test('fitting the markers never zooms closer than 16', async ({ page, request }) => {
    const zooms = tileZooms(page);
    // One sale alone would be fitted at any zoom: find an address that matches exactly one sale.
    const today = ((await (await request.get('/api/config')).json()) as { today: string }).today;
    const sales = (await (await request.get(`/api/garage-sales?startDate=${today}`)).json()) as {
      address: string;
    }[];
    const address = sales
      .map((sale) => sale.address)
      .find((a) => sales.filter((s) => s.address.includes(a)).length === 1) as string;
    await page.goto(`/?startDate=${today}&searchTerm=${encodeURIComponent(address)}`);
    await expect(page.getByTestId('sale-card')).toHaveCount(1);
    await expect(page.locator('.sale-marker')).toHaveCount(1);
    await expect.poll(() => zooms.at(-1)).toBe(16);
    expect(Math.max(...zooms)).toBe(16);
  });

  test('the map buttons explain themselves in a tooltip on hover and focus', async ({ page }) => {
    await page.goto('/');
    const map = page.getByTestId('sales-map');
    const locate = map.getByRole('button', { name: 'Show my location' });
    await locate.hover();
    await expect(map.getByRole('tooltip', { name: 'Show my location' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(map.getByRole('tooltip')).toHaveCount(0);
    await map.getByRole('button', { name: 'Enter full screen' }).focus();
    await expect(map.getByRole('tooltip', { name: 'Enter full screen' })).toBeVisible();
  });

  test('a refused location gives the Location error toast', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('sales-map').getByRole('button', { name: 'Show my location' }).click();
    await expect(page.getByText('Location error', { exact: true })).toBeVisible();
    await expect(
      page
        .getByTestId('toast')
        .getByText('Could not get your current location. Please check your browser permissions.'),
    ).toBeVisible();
  });
});
