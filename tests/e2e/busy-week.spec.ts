import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { SaleSummary } from '../../src/shared/schemas/sale';
import { BUSY_WEEK_SALES } from './support/busy-week';
import { markerTotal, saleCards, titleOfMarker } from './support/explore';

/** The list as the server answers it to Explore (this week, the summary every card reads). */
async function thisWeek(page: Page): Promise<SaleSummary[]> {
  const response = await page.request.get('/api/garage-sales');
  expect(response.ok()).toBe(true);
  return (await response.json()) as SaleSummary[];
}

const dialog = (page: Page) => page.getByRole('dialog');

/**
 * The index (among `selector`'s matches in the map) of one a pointer can reach: its middle is on screen and
 * hits it, not the bar above the map or the map's edge. `skip` passes over that many reachable ones; -1
 * when there are none. The DOM order of markers follows the order the clustering added them.
 */
async function reachable(page: Page, selector: string, skip = 0): Promise<number> {
  return page.getByTestId('sales-map').evaluate(
    (map, [wanted, skipped]) => {
      const indices = [...map.querySelectorAll(wanted as string)].flatMap((element, index) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit && element.contains(hit) ? [index] : [];
      });
      return indices[skipped as number] ?? -1;
    },
    [selector, skip] as const,
  );
}

test.describe('Explore in a busy week', () => {
  test('draws hundreds of sales a window at a time, each card knowing its place in the whole list', async ({
    page,
  }) => {
    const sales = await thisWeek(page);
    expect(sales.length).toBe(BUSY_WEEK_SALES);
    await page.goto('/');
    const first = saleCards(page).first();
    await expect(first).toHaveAttribute('aria-setsize', String(BUSY_WEEK_SALES));
    await expect(first).toHaveAttribute('aria-posinset', '1');
    const drawn = await saleCards(page).count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(100);
    // The last sale is drawn once the page is scrolled to it.
    const last = sales.at(-1) as SaleSummary;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator(`[data-sale-id="${last.id}"]`)).toBeVisible();
    await expect(page.locator(`[data-sale-id="${last.id}"]`)).toHaveAttribute(
      'aria-posinset',
      String(BUSY_WEEK_SALES),
    );
  });

  test('opens a sale from a card, by mouse and by keyboard, and gives the focus back', async ({ page }) => {
    const [first, second] = await thisWeek(page);
    await page.goto('/');
    const card = (sale: SaleSummary | undefined) =>
      page.locator(`[data-sale-id="${sale?.id}"]`).getByRole('button', { name: sale?.title, exact: true });

    await card(first).click();
    await expect(dialog(page).getByRole('heading', { level: 2, name: first?.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    await card(second).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { level: 2, name: second?.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(card(second)).toBeFocused();
    // Tab goes on to the next card (a heart, then the card's title button).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(/Busy sale number/);
  });

  test('opens a sale from a marker, by mouse and by keyboard', async ({ page }) => {
    const sales = await thisWeek(page);
    await page.goto('/');
    await expect(saleCards(page).first()).toBeVisible();
    // Every sale is on the map (the markers go in by slices), then zoom in through clusters.
    await expect.poll(() => markerTotal(page), { timeout: 20_000 }).toBe(sales.length);
    // Zoom in through clusters until two single markers can be reached. A cluster may move or go while the
    // map animates: a click that misses is tried again on the next round, on the clusters then drawn.
    await expect
      .poll(
        async () => {
          if ((await reachable(page, '.sale-marker', 1)) >= 0) return true;
          const cluster = await reachable(page, '.sale-cluster');
          if (cluster >= 0) {
            await page
              .locator('.sale-cluster')
              .nth(cluster)
              .click({ timeout: 2_000 })
              .catch(() => undefined);
          }
          return false;
        },
        { timeout: 40_000, intervals: [500] },
      )
      .toBe(true);
    const marker = page.locator('.sale-marker').nth(await reachable(page, '.sale-marker'));
    const title = titleOfMarker(await marker.getAttribute('title'));
    expect(sales.map((sale) => sale.title)).toContain(title);
    await marker.click();
    await expect(dialog(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    const another = page.locator('.sale-marker').nth(await reachable(page, '.sale-marker', 1));
    const anotherTitle = titleOfMarker(await another.getAttribute('title'));
    await another.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { level: 2, name: anotherTitle })).toBeVisible();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(saleCards(page).first()).toHaveAttribute('aria-setsize', String(BUSY_WEEK_SALES));
    await expect(page.locator('.sale-marker, .sale-cluster').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
