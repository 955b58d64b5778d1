import { expect, test } from '@playwright/test';
import { formatOpeningWindow, formatShortDay } from '../../src/shared/date-format';
import { thisWeekWindow } from '../../src/shared/dates';
import { openingDays } from '../../src/shared/open-now';
import { fetchSales, fetchToday } from './support/api';
import { expectSalesShown, openFilters } from './support/explore';
import { saveScreen } from './support/shopper';

const heading = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('Explore says what it shows (issue 22)', () => {
  test('each quick filter names its days in the heading; off again, the week', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page)).toHaveText('Garage Sales This Week');
    for (const [chip, title] of [
      ['Today', 'Garage Sales Today'],
      ['This weekend', 'Garage Sales This Weekend'],
      ['Open now', 'Garage Sales Open Now'],
    ] as const) {
      await page.getByRole('button', { name: chip, exact: true }).click();
      await expect(heading(page)).toHaveText(title);
    }
    await page.getByRole('button', { name: 'Open now', exact: true }).click();
    await expect(heading(page)).toHaveText('Garage Sales This Week');
    // The server draws the same heading into the first screen of a quick filter's link.
    const html = await (await page.request.get('/?when=weekend')).text();
    expect(html).toContain('>Garage Sales This Weekend</h1>');
  });

  test('when nothing is open it says so, and offers today and Clear Filters', async ({ page }) => {
    // A search nothing matches stands in for the night: the list is empty with Open now on.
    await page.goto('/?when=open-now&searchTerm=no-sale-has-this-word');
    await expect(page.getByText('No garage sales matching your filters are open right now.')).toBeVisible();
    await expect(page.getByText('No garage sales found matching your filters.')).toHaveCount(0);
    await page.getByRole('button', { name: "Show today's garage sales" }).click();
    await expect(heading(page)).toHaveText('Garage Sales Today');
    expect(new URL(page.url()).searchParams.get('when')).toBe('today');
    await expect(page.getByText('No garage sales found matching your filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(heading(page)).toHaveText('Garage Sales This Week');
  });

  test("the printed list gives each day's own hours in h:mm a", async ({ page, request }) => {
    const week = await fetchSales(request, thisWeekWindow(await fetchToday(request)));
    // A sale whose days have different hours (the demo data has them).
    const varied = week.find((sale) => new Set(openingDays(sale).map((day) => day.window.opensAt)).size > 1);
    if (!varied) throw new Error('the demo data should have a sale with different hours on different days');
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto('/');
    await expectSalesShown(page, week.length);
    await page.getByRole('button', { name: 'Print list' }).click();
    await page.emulateMedia({ media: 'print' });
    const printed = page.locator('#print-list').getByTestId('print-sale').filter({ hasText: varied.title });
    for (const day of openingDays(varied)) {
      await expect(printed).toContainText(`${formatShortDay(day.date)}: ${formatOpeningWindow(day.window)}`);
    }
    // No 24-hour times on any sale of the paper.
    const sales = (await page.locator('#print-list').getByTestId('print-sale').allTextContents()).join('\n');
    expect(sales).not.toMatch(/\b\d{1,2}:\d\d(?! [AP]M)/);
    await saveScreen(page, 'print-list.png', true);
  });

  test('at 1280 x 800 the open filter panel has no hidden scroll: Search, the dates and Clear Filters are reached by the page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const form = await openFilters(page);
    const panel = page.getByTestId('filter-panel');
    const scrolls = await panel.evaluate((element) => ({
      overflowY: getComputedStyle(element).overflowY,
      hidden: element.scrollHeight - element.clientHeight,
    }));
    expect(scrolls.hidden).toBeLessThanOrEqual(1);
    expect(scrolls.overflowY).toBe('visible');
    for (const field of [
      form.getByLabel('Search'),
      form.getByLabel('Start date'),
      form.getByLabel('End date'),
    ]) {
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeInViewport();
    }
    const clear = form.getByRole('button', { name: 'Clear Filters' });
    await clear.scrollIntoViewIfNeeded();
    await expect(clear).toBeInViewport();
    // The map stays in view beside the long panel.
    await expect(page.getByTestId('sales-map')).toBeInViewport();
    await saveScreen(page, 'filters-1280-scrolled.png');
  });

  test('Show Filters and Hide Filters are one button with one look', async ({ page }) => {
    await page.goto('/');
    const look = (name: string) =>
      page.getByRole('button', { name }).evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.backgroundColor, style.color, style.borderTopColor, style.borderTopWidth].join(' ');
      });
    // React's button, not the server-drawn one it replaces (inert until then).
    await expect(page.getByRole('button', { name: 'Show Filters' })).toBeEnabled();
    const shown = await look('Show Filters');
    await openFilters(page);
    // Not hovered: the look of the state itself.
    await page.mouse.move(0, 0);
    // The hover's colour fades out over the button's transition: wait for it to end, not a fixed time.
    await expect.poll(() => look('Hide Filters')).toBe(shown);
  });

  test('a failed list shows one Retry, the map overlay’s, and the list names it', async ({ page }) => {
    await page.route(/\/api\/garage-sales(\?.*)?$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.getByRole('main').getByText('Failed to fetch garage sales')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(1);
    await expect(page.getByRole('main').getByText(/press Retry on the map/)).toBeVisible();
  });

  test('an unknown city says there is no such city and offers the others; an unknown page keeps the spec 404', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/garage-sales/in/no-such-city');
    expect(response?.status()).toBe(404);
    await expect(heading(page)).toHaveText('No city called “no-such-city” on this site');
    await expect(page).toHaveTitle(/^City not found/);
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
    const cities = (await (await request.get('/api/cities')).json()) as string[];
    const browse = page.getByRole('navigation', { name: 'Browse by city' });
    await expect(browse.getByRole('link')).toHaveCount(cities.length);
    await page.getByRole('link', { name: 'Explore all garage sales' }).click();
    await expect(heading(page)).toHaveText('Garage Sales This Week');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});
