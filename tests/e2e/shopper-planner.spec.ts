import { expect, type Page, test } from '@playwright/test';
import { KNOWN_ADDRESSES } from '../../src/server/test-support/geocoder-server';
import { addDaysIso } from '../../src/shared/dates';
import { WALL_CLOCK_FORMAT } from '../../src/shared/open-now';
import type { Sale } from '../../src/shared/schemas/sale';
import { fetchToday } from './support/api';
import { expectNoViolations, tabTo, threeSalesOnOneDay } from './support/planner';
import { SCREENS_DIR, saveScreen } from './support/shopper';

const HOME = KNOWN_ADDRESSES[1];
const MAP_OF_THREE = 'Map of the route: the start (S) and stops 1 to 3 in order';
const SITE_ZONE = 'America/Edmonton';

test.use({
  permissions: ['geolocation'],
  geolocation: { latitude: HOME.lat, longitude: HOME.lng },
});

const guestPlan = (ids: number[]) =>
  `localStorage.setItem('gsf:plan', '${JSON.stringify({ saleIds: ids })}')`;

/** The instant that is `time` on `day` on the site's clocks, as the browser's own time zone rules read it. */
function siteInstant(page: Page, day: string, time: string): Promise<number> {
  return page.evaluate(
    ([wanted, zone, wallClock]) => {
      const format = new Intl.DateTimeFormat('en-CA', { ...wallClock, timeZone: zone });
      const asUtc = new Date(`${wanted.replace(', ', 'T')}:00Z`).getTime();
      for (let hours = -14; hours <= 14; hours += 1) {
        const guess = asUtc - hours * 3_600_000;
        if (format.format(new Date(guess)) === wanted) return guess;
      }
      throw new Error(`no instant is ${wanted} in ${zone}`);
    },
    [`${day}, ${time}`, SITE_ZONE, WALL_CLOCK_FORMAT] as const,
  );
}

/** Plans the guest plan's route from the browser's location on `date`, starting at 07:00. */
async function planFromHere(page: Page, date: string): Promise<void> {
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('plan-start')).toHaveText('Your location');
  await page.getByLabel('Day').fill(date);
  await page.getByLabel('Start time').fill('07:00');
  await page.getByRole('button', { name: 'Plan my route' }).click();
  await expect(page.getByTestId('route-stops').getByRole('listitem')).toHaveCount(3);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

test.describe('The planner (issue 22)', () => {
  test('opened late in the evening, the plan starts tomorrow at 8:00; earlier, now: one clock, never the past', async ({
    page,
  }) => {
    const { sales } = await threeSalesOnOneDay(page.request);
    const today = await fetchToday(page.request);
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.goto('/plan');
    await page.clock.setFixedTime(await siteInstant(page, today, '23:58'));
    await page.reload();
    await expect(page.getByLabel('Day')).toHaveValue(addDaysIso(today, 1));
    await expect(page.getByLabel('Start time')).toHaveValue('08:00');

    await page.clock.setFixedTime(await siteInstant(page, today, '22:07'));
    await page.reload();
    await expect(page.getByLabel('Day')).toHaveValue(today);
    await expect(page.getByLabel('Start time')).toHaveValue('22:10');
    // Choosing today again at 23:58 cannot start in the past either.
    await page.clock.setFixedTime(await siteInstant(page, today, '23:58'));
    await page.getByLabel('Day').fill(addDaysIso(today, 2));
    await page.getByLabel('Day').fill(today);
    await expect(page.getByLabel('Day')).toHaveValue(addDaysIso(today, 1));
    await expect(page.getByLabel('Start time')).toHaveValue('08:00');
  });

  test('after planning, each stop is listed once, in the route’s order; the map is one named picture', async ({
    page,
  }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.goto('/plan');
    await planFromHere(page, date);
    await expect(page.getByTestId('plan-stops')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();
    for (const sale of sales) {
      await expect(page.getByRole('main').getByRole('heading', { name: sale.title })).toHaveCount(1);
    }
    const map = page.getByRole('img', { name: MAP_OF_THREE });
    await expect(map).toBeVisible();
    // Its markers' "S 1 2 3" are not read out one by one: the picture has no parts.
    const snapshot = await page.getByTestId('plan-map').ariaSnapshot();
    expect(snapshot.split('\n')).toHaveLength(1);
    expect(snapshot).toContain(MAP_OF_THREE);
    await expectNoViolations(page);
  });

  test('the focus stays in the planner after Use my location and after each Remove', async ({ page }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    const [first, second, third] = sales as [Sale, Sale, Sale];
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    await page.goto('/plan');
    await tabTo(page, 'Use my location');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('plan-start')).toHaveText('Your location');
    expect(await focusedName(page)).toBe('Use my location');

    // Before a route: the next stop's Remove takes the focus.
    await page.getByRole('button', { name: `Remove ${first.title} from my plan` }).click();
    await expect(page.getByRole('heading', { name: 'Stops in your plan (2)' })).toBeVisible();
    await expect.poll(() => focusedName(page)).toBe(`Remove ${second.title} from my plan`);

    // From the route's list: the next one in the route's order, or the one before for the last.
    await page.getByLabel('Day').fill(date);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByRole('button', { name: 'Plan my route' }).click();
    const routeStops = page.getByTestId('route-stops').getByRole('listitem');
    await expect(routeStops).toHaveCount(2);
    const lastId = Number(await routeStops.last().getAttribute('data-sale-id'));
    const last = lastId === second.id ? second : third;
    const other = last === second ? third : second;
    await routeStops
      .last()
      .getByRole('button', { name: `Remove ${last.title} from my plan` })
      .press('Enter');
    await expect(page.getByRole('heading', { name: 'Stops in your plan (1)' })).toBeVisible();
    await expect.poll(() => focusedName(page)).toBe(`Remove ${other.title} from my plan`);

    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your plan is empty' })).toBeFocused();
  });

  test('the printed route sheet keeps every stop marker on the map and the share link on the page', async ({
    page,
  }) => {
    const { sales, date } = await threeSalesOnOneDay(page.request);
    await page.addInitScript(guestPlan(sales.map((sale) => sale.id)));
    // About a Letter page's printable width at 96 px an inch.
    await page.setViewportSize({ width: 720, height: 1000 });
    await page.goto('/plan');
    await planFromHere(page, date);
    // What the browser does when the shopper prints: beforeprint, then the page laid out for paper.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    const map = page.getByTestId('route-result').locator('.leaflet-container');
    await expect(map).toBeVisible();
    const mapBox = await map.boundingBox();
    if (!mapBox) throw new Error('no map');
    const markers = await map
      .locator('.plan-marker')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    expect(markers).toHaveLength(4);
    for (const marker of markers) {
      expect(marker.left).toBeGreaterThanOrEqual(mapBox.x);
      expect(marker.right).toBeLessThanOrEqual(mapBox.x + mapBox.width);
      expect(marker.top).toBeGreaterThanOrEqual(mapBox.y);
      expect(marker.bottom).toBeLessThanOrEqual(mapBox.y + mapBox.height);
    }
    const caption = page.locator('figure:has([data-testid="plan-qr"]) figcaption');
    await expect(caption).toBeVisible();
    const captionBox = await caption.boundingBox();
    expect((captionBox?.x ?? 0) + (captionBox?.width ?? 0)).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(720);
    await saveScreen(page, 'route-sheet-print.png', true);
    await page.pdf({ path: `${SCREENS_DIR}/route-sheet.pdf`, format: 'Letter' });
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  });
});
