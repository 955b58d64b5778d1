import { expect, type Page, test } from '@playwright/test';
import type { Sale } from '../../src/shared/schemas/sale';
import { exampleSaleWrite } from '../../src/shared/schemas/sale-form';
import { registerThroughApi } from './support/accounts';
import { fetchToday } from './support/api';
import { cardLayouts, saveScreen, seenBackground, waitForCards } from './support/shopper';

/** The longest title the form takes (100 characters), words too long for one line of a phone's card. */
const LONG_TITLE =
  'Electronics and Gaming Superstore Clearance: Consoles, Controllers, Cartridges and Collectible Handhelds';

/** A sale of the signed-in user today with a long title and ten categories, made through the API. */
async function longSale(page: Page): Promise<Sale> {
  const today = await fetchToday(page.request);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const response = await page.request.post('/api/garage-sales', {
    data: exampleSaleWrite(today, {
      title: LONG_TITLE.slice(0, 100),
      city: 'Stony Plain',
      categoryIds: categories.slice(0, 10).map((category) => category.id),
    }),
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Sale;
}

test.describe('A long title and ten categories (issue 22)', () => {
  test('end in an ellipsis and "+N" at 320 and 375 px, on Explore and on Favorites, where the plan button covers no chip', async ({
    page,
  }) => {
    await registerThroughApi(page, 'long-title');
    const sale = await longSale(page);
    expect(sale.categories).toHaveLength(10);
    const favorite = await page.request.post(`/api/favorites/${sale.id}`);
    expect(favorite.ok()).toBe(true);

    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto(`/?searchTerm=${encodeURIComponent('Superstore Clearance')}`);
      await waitForCards(page);
      const [card] = await cardLayouts(page);
      expect(card?.title).toBe(sale.title);
      expect(card?.titleLines).toBe(2);
      expect(card?.titleFitsAcross).toBe(true);
      expect(card?.titleWholeOrClamped).toBe(true);
      expect(card?.chipsInside).toBe(true);
      expect((card?.visibleChips.length ?? 0) + (card?.more ?? 0)).toBe(10);
      expect(card?.more).toBeGreaterThan(0);
      await saveScreen(page.getByTestId('sale-card'), `card-long-title-${width}.png`);
    }

    for (const width of [320, 375, 1024, 1280]) {
      await page.setViewportSize({ width, height: 812 });
      await page.goto('/favorites');
      const card = page.getByTestId('sale-card').filter({ hasText: 'Superstore' });
      await expect(card).toBeVisible();
      const plan = await card.getByRole('button', { name: `Add to my plan: ${sale.title}` }).boundingBox();
      const chips = await card
        .getByRole('list', { name: 'Categories' })
        .locator('li')
        .evaluateAll((items) =>
          items
            .filter((item) => getComputedStyle(item).visibility === 'visible')
            .map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
        );
      if (!plan) throw new Error('no plan button');
      for (const chip of chips) {
        const apart =
          chip.right <= plan.x ||
          chip.left >= plan.x + plan.width ||
          chip.bottom <= plan.y ||
          chip.top >= plan.y + plan.height;
        expect(apart, `the plan button is clear of the chips at ${width} px`).toBe(true);
      }
      if (width === 375) await saveScreen(page, 'favorites-375.png');
    }
  });
});

test.describe('Printing, signed in with an address not yet confirmed (issue 22)', () => {
  test('the confirm banner and its button are on screen, not on paper', async ({ page }) => {
    await registerThroughApi(page, 'banner-print');
    await page.goto('/plan');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Send again' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(banner).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(banner).toBeVisible();
  });
});

test.describe('Forced colours, signed in (issue 22)', () => {
  test('the selected My Sales tab stands out from the other', async ({ page }) => {
    await registerThroughApi(page, 'forced-tabs');
    // My Sales shows its tabs once the user has a sale.
    const today = await fetchToday(page.request);
    expect((await page.request.post('/api/garage-sales', { data: exampleSaleWrite(today) })).status()).toBe(
      201,
    );
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/my-sales');
    const selected = page.getByRole('tab', { selected: true });
    const other = page.getByRole('tab', { selected: false });
    await expect(selected).toBeVisible();
    expect(await seenBackground(selected)).not.toBe(await seenBackground(other));
  });
});
