import { expect, type Page, test } from '@playwright/test';
import { formatLongDate, formatTime12 } from '../../src/shared/date-format';
import type { Sale } from '../../src/shared/schemas/sale';
import { fetchPhotos, fetchSales, fetchThisWeek, fetchToday } from './support/api';
import { saleCards } from './support/explore';

/** A sale of this week with at least `atLeast` photos (among those `wanted` accepts), and its photos. */
async function saleWithPhotos(
  request: Parameters<typeof fetchSales>[0],
  atLeast: number,
  wanted: (sale: Sale) => boolean = () => true,
) {
  for (const sale of (await fetchThisWeek(request)).filter(wanted)) {
    const photos = await fetchPhotos(request, sale.id);
    if (photos.length >= atLeast) return { sale, photos };
  }
  throw new Error(`no demo sale this week has ${atLeast} photos`);
}

test.describe('Sale details', () => {
  test('the modal shows the carousel, schedule, categories, description and directions', async ({
    page,
    request,
  }) => {
    const { sale, photos } = await saleWithPhotos(request, 2);
    await page.goto('/');
    await page
      .locator(`[data-sale-id="${sale.id}"]`)
      .getByRole('button', { name: sale.title, exact: true })
      .click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: sale.title })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('sale')).toBe(String(sale.id));

    // Carousel: counter, next, and previous looping round to the last photo.
    const counter = dialog.getByTestId('carousel-counter');
    await expect(counter).toHaveText(`1 / ${photos.length}`);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${photos.length}`);
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText(`${photos.length} / ${photos.length}`);

    // Schedule in 'EEEE, MMMM d, yyyy' and 'h:mm a'.
    const schedule = dialog.getByRole('table');
    await expect(schedule.getByRole('columnheader', { name: 'Date' })).toBeVisible();
    await expect(schedule.getByRole('columnheader', { name: 'Time' })).toBeVisible();
    await expect(schedule.getByRole('row')).toHaveCount(sale.schedule.length + 1);
    for (const day of sale.schedule) {
      const row = schedule.getByRole('row', { name: new RegExp(formatLongDate(day.date)) });
      await expect(row).toContainText(formatTime12(day.startTime));
      await expect(row).toContainText(formatTime12(day.endTime));
    }

    for (const category of sale.categories) await expect(dialog).toContainText(category.name);
    await expect(dialog).toContainText(sale.address);

    // The description keeps its line breaks.
    if (sale.description?.includes('\n')) {
      const firstLine = sale.description.split('\n')[0] as string;
      const description = dialog.getByText(firstLine, { exact: false });
      await expect(description).toHaveCSS('white-space', /pre-line|pre-wrap/);
    }

    const directions = dialog.getByRole('link', { name: 'Get Directions' });
    await expect(directions).toHaveAttribute('target', '_blank');
    const href = new URL((await directions.getAttribute('href')) as string);
    expect(href.hostname).toBe('www.google.com');
    expect(href.searchParams.get('destination')).toContain(sale.address);

    // Closing clears the selection.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('sale')).toBeNull();
  });

  test('a sale without photos says so', async ({ page, request }) => {
    // This week and next: the demo data has a few sales without photos.
    const sales = await fetchSales(request, { startDate: await fetchToday(request) });
    const bare = sales.find((sale) => sale.featuredPhoto === null);
    if (!bare) throw new Error('the demo data should hold a sale without photos');
    await page.goto(`/?dates=all&sale=${bare.id}`);
    await expect(page.getByRole('dialog').getByText('No photos available')).toBeVisible();
  });

  test('Share copies the link to the sale and says so', async ({ page, context, request, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const sales = await fetchThisWeek(request);
    const sale = sales[0] as Sale;
    await page.goto('/');
    await expect(saleCards(page).first()).toBeVisible();
    await page
      .locator(`[data-sale-id="${sale.id}"]`)
      .getByRole('button', { name: sale.title, exact: true })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    await expect(page.getByText('Garage sale link copied to clipboard', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/garage-sales/${sale.id}`,
    );
  });

  test('/garage-sales/{id} is a page of its own with a link preview', async ({ page, request }) => {
    const { sale } = await saleWithPhotos(request, 1);

    const response = await request.get(`/garage-sales/${sale.id}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (property: string) =>
      new RegExp(`<meta[^>]+property="${property}"[^>]+content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(sale.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;'));
    expect(meta('og:url')).toMatch(new RegExp(`/garage-sales/${sale.id}$`));
    // No PUBLIC_URL here: relative links, as the Host header is not trusted (seo/public-origin.ts).
    expect(meta('og:image')).toMatch(/^\/uploads\//);
    const image = await request.get(meta('og:image') as string);
    expect(image.headers()['content-type']).toMatch(/^image\//);

    await page.goto(`/garage-sales/${sale.id}`);
    await expect(page.getByRole('heading', { level: 1, name: sale.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(sale.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.getByRole('link', { name: 'Get Directions' })).toBeVisible();
  });

  test('an unknown sale page says it was not found', async ({ page, request }) => {
    const response = await request.get('/garage-sales/999999', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    await page.goto('/garage-sales/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Sale not found' })).toBeVisible();
    await page.goto('/garage-sales/not-a-number');
    await expect(page.getByRole('heading', { level: 1, name: 'Sale not found' })).toBeVisible();
  });
});

/** What the page records from its first byte: layout shifts, and whether the sale's title ever left. */
function watchTheHandOver() {
  const record = { shifts: [] as number[], titleGone: 0 };
  (window as unknown as { handOver: typeof record }).handOver = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) record.shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  let seen = false;
  new MutationObserver(() => {
    if (document.querySelector('#root h1')) seen = true;
    else if (seen) record.titleGone += 1;
  }).observe(document, { childList: true, subtree: true });
}

/** Where the sale's parts are on the screen (page coordinates, rounded). */
async function boxesOf(page: Page, description: string) {
  const parts = {
    back: page.getByRole('link', { name: 'Back to Explore' }),
    photo: page.getByRole('region', { name: /^Photos of / }),
    title: page.getByRole('heading', { level: 1 }),
    schedule: page.getByRole('table'),
    categories: page.getByRole('heading', { name: 'Categories' }),
    description: page.getByText(description.split('\n')[0] as string),
    directions: page.getByRole('link', { name: 'Get Directions' }),
  };
  const boxes: Record<string, number[]> = {};
  for (const [name, part] of Object.entries(parts)) {
    const box = await part.boundingBox();
    if (!box) throw new Error(`no ${name} on the page`);
    boxes[name] = [box.x, box.y, box.width, box.height].map(Math.round);
  }
  return boxes;
}

test.describe("A sale's own page", () => {
  test('is drawn by the server, and looks the same once React takes over: nothing moves, nothing twice', async ({
    browser,
    request,
  }) => {
    const described = (sale: Sale) => Boolean(sale.description?.trim()) && sale.categories.length > 0;
    const { sale } = await saleWithPhotos(request, 2, described);
    const description = sale.description as string;

    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      const scriptless = await browser.newContext({ viewport, javaScriptEnabled: false });
      const before = await scriptless.newPage();
      await before.goto(`/garage-sales/${sale.id}`);
      await expect(before.getByRole('heading', { level: 1 })).toHaveText(sale.title);
      await expect(before.getByRole('img', { name: `Photo 1 of ${sale.title}` })).toBeVisible();
      const server = await boxesOf(before, description);
      await before.screenshot({ path: test.info().outputPath(`sale-page-${viewport.width}-server.png`) });
      await scriptless.close();

      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.addInitScript(watchTheHandOver);
      await page.goto(`/garage-sales/${sale.id}`);
      // React has taken over once the buttons work and the carousel has loaded its first photo.
      await expect(page.getByRole('button', { name: 'Share' })).toBeEnabled();
      await expect(page.getByRole('img', { name: `Photo 1 of ${sale.title}` })).toHaveAttribute(
        'src',
        /^blob:/,
      );
      expect(await boxesOf(page, description)).toEqual(server);
      await page.screenshot({ path: test.info().outputPath(`sale-page-${viewport.width}-react.png`) });

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(description.split('\n')[0] as string)).toHaveCount(1);
      await expect(page.getByRole('table')).toHaveCount(1);
      const handOver = await page.evaluate(
        () => (window as unknown as { handOver: { shifts: number[]; titleGone: number } }).handOver,
      );
      // The title never left the screen for a loading state, and the page's layout shift stays under what
      // Lighthouse counts as good (0.1) by far.
      expect(handOver.titleGone).toBe(0);
      expect(handOver.shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      await context.close();
    }
  });

  test("a sale without photos has the site's own picture for link previews", async ({ request }) => {
    const sales = await fetchSales(request, { startDate: await fetchToday(request) });
    const bare = sales.find((sale) => sale.featuredPhoto === null);
    if (!bare) throw new Error('the demo data should hold a sale without photos');
    const html = await (await request.get(`/garage-sales/${bare.id}`)).text();
    const image = /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];
    expect(image).toBe('/og-image.png');
    const response = await request.get(image as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });
});
