import { expect, type Page, test } from '@playwright/test';

/**
 * A server-drawn page is painted from its HTML alone; the app's modules are fetched only after that first
 * paint (src/client/start.ts, issue 27), and the app then takes the page over as before.
 */
async function scriptsAgainstFirstPaint(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const start = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && entry.name !== start)
      .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
    return { firstPaint: paint?.startTime, start, scripts };
  });
}

test.describe("the app's scripts come after the first paint", () => {
  test('Explore: painted from its HTML, then taken over by the app', async ({ page }) => {
    await page.goto('/');
    // The map is the app's alone: the server draws no map.
    await expect(page.locator('.leaflet-container')).toBeVisible();
    const { firstPaint, start, scripts } = await scriptsAgainstFirstPaint(page);
    expect(start).toMatch(/\/assets\/index-.*\.js$/);
    expect(firstPaint).toBeGreaterThan(0);
    // The app's own modules (a dozen and more), every one asked for after the page was painted.
    expect(scripts.length).toBeGreaterThan(10);
    for (const script of scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
    }
  });

  test('a page the server does not draw starts the app at once', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { scripts } = await scriptsAgainstFirstPaint(page);
    expect(scripts.length).toBeGreaterThan(10);
  });
});
