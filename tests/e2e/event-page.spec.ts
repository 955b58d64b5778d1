import { expect, type Page, test } from '@playwright/test';
import { EVENT_DAY, EVENT_DAY_TITLES } from './support/event-day';
import { expectNoViolations, tabTo } from './support/planner';
import { saveScreen } from './support/shopper';

const EVENT_PATH = `/events/${EVENT_DAY.slug}`;
const PICKED = ['Busy sale number 1', 'Busy sale number 13', 'Busy sale number 19'];

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const list = (page: Page) => page.getByTestId('event-sales').getByTestId('event-sale');

/** Shift+Tab until the focus is on the element named `name` (the plan's link is above the list). */
async function tabBackTo(page: Page, name: string): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`Shift+Tab never reached ${name}`);
}

/**
 * The event page with its map drawn: six numbered markers. The app takes the server's page over from the
 * event's answer in the page's data: it never asks the API for it again, nor for the app's style sheet the
 * server wrote into the page (loaded again, it styled the whole page again: decision 0034).
 */
async function openEvent(page: Page): Promise<void> {
  const asked: string[] = [];
  const sheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/events/')) asked.push(request.url());
    if (request.resourceType() === 'stylesheet') sheets.push(pathname);
  });
  await page.goto(EVENT_PATH);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_DAY.name })).toBeVisible();
  await expect(page.getByTestId('event-map').locator('.event-marker')).toHaveCount(EVENT_DAY_TITLES.length);
  expect(asked).toEqual([]);
  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => (style as HTMLElement).dataset.href));
  expect(inlined).toHaveLength(1);
  expect(sheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
}

test.describe('A community sale day’s page (issue 25)', () => {
  for (const viewport of VIEWPORTS) {
    test(`at ${viewport.width} px a shopper filters the numbered sales, puts three in the plan and reaches the planner, by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openEvent(page);
      await expect(page.getByTestId('event-count')).toHaveText('6 garage sales');
      await expect(page.getByRole('link', { name: 'Register your sale' })).toHaveAttribute(
        'href',
        `/create-sale?event=${EVENT_DAY.slug}`,
      );
      // The list in the event's order, each with its number, as the markers have them.
      await expect(list(page).getByTestId('event-sale-number')).toHaveText([
        '#1',
        '#2',
        '#3',
        '#4',
        '#5',
        '#6',
      ]);
      await expect(list(page).getByRole('heading')).toHaveText(EVENT_DAY_TITLES);
      await expect(page.getByTestId('event-map').locator('.event-marker')).toHaveText([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
      ]);
      await expectNoViolations(page);
      await saveScreen(page, `event-page-${viewport.width}.png`, true);

      await tabTo(page, 'Search');
      await page.keyboard.type('number 1');
      await expect(page.getByTestId('event-shown')).toHaveText('Showing 4 of 6');
      await expect(list(page).getByRole('heading')).toHaveText([
        'Busy sale number 1',
        'Busy sale number 13',
        'Busy sale number 19',
        'Busy sale number 31',
      ]);
      // The map shows what the list shows.
      await expect(page.getByTestId('event-map').locator('.event-marker')).toHaveText(['1', '3', '4', '6']);

      for (const title of PICKED) {
        await tabTo(page, `Add to my plan: ${title}`);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('button', { name: `Remove from my plan: ${title}` })).toBeFocused();
      }
      await expectNoViolations(page);
      await tabBackTo(page, 'Plan my route (3)');
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/plan$/);
      await expect(page.getByRole('heading', { name: 'Stops in your plan (3)' })).toBeVisible();
      for (const title of PICKED) {
        await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
      }
    });
  }

  test('prints the map with every number above the numbered list, without the page’s controls', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEvent(page);
    await page.emulateMedia({ media: 'print' });
    const map = page.getByTestId('event-map');
    // On paper the map is 7 inches wide (96 px an inch) and the list follows it.
    await expect.poll(async () => Math.round((await map.boundingBox())?.width ?? 0)).toBe(672);
    await expect(map.locator('.event-marker')).toHaveCount(EVENT_DAY_TITLES.length);
    for (const marker of await map.locator('.event-marker').all()) {
      const box = await marker.boundingBox();
      const frame = await map.boundingBox();
      if (!box || !frame) throw new Error('a marker or the map is not laid out');
      // Every number is inside the printed map, none cut at its edge.
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height);
    }
    await expect(page.getByRole('button', { name: /Add to my plan/ })).toHaveCount(0);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
    await expect(page.getByRole('navigation').first()).toBeHidden();
    await expect(list(page)).toHaveCount(EVENT_DAY_TITLES.length);
    await saveScreen(page, 'event-page-print.png', true);
  });
});
