import { expect, type Page, test } from '@playwright/test';
import { thisWeekWindow } from '../../src/shared/dates';
import type { Sale } from '../../src/shared/schemas/sale';
import { fetchSales, fetchToday } from './support/api';
import { saleCards } from './support/explore';
import { cardLayouts, saveScreen, waitForCards } from './support/shopper';

/** This week's sales as the server answers them, by id. */
async function thisWeek(page: Page): Promise<Map<number, Sale>> {
  const sales = await fetchSales(page.request, thisWeekWindow(await fetchToday(page.request)));
  return new Map(sales.map((sale) => [sale.id, sale]));
}

const sameSales = (a: Map<number, Sale>, b: Map<number, Sale>) =>
  a.size === b.size && [...a.keys()].every((id) => b.has(id));

/**
 * Explore's cards with the week they show. Other browser tests post and remove sales while this one runs:
 * when the week changed between the page's load and the cards' reading, the page is loaded again.
 */
async function cardsOfAStableWeek(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const before = await thisWeek(page);
    await page.goto('/');
    await waitForCards(page);
    const cards = await cardLayouts(page);
    const after = await thisWeek(page);
    if (sameSales(before, after) || attempt === 3) return { sales: after, cards };
  }
}

test.describe('Explore cards (issue 22)', () => {
  for (const width of [320, 375, 1280]) {
    test(`at ${width} px a title wraps or ends in an ellipsis, and the chips that fit are shown with "+N" naming the rest`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 812 });
      const { sales, cards } = await cardsOfAStableWeek(page);
      expect(cards.length).toBe(sales.size);
      for (const card of cards) {
        const sale = sales.get(card.id) as Sale;
        expect(card.title, 'the whole title is there to read').toBe(sale.title);
        expect(card.titleFitsAcross, `"${sale.title}" is not cut at the card's edge`).toBe(true);
        expect(card.titleWholeOrClamped, `"${sale.title}" is whole or ends in an ellipsis`).toBe(true);
        expect(card.titleLines).toBeLessThanOrEqual(2);
        expect(card.cardRight).toBeLessThanOrEqual(width);
        expect(card.chipsInside, `the chips of "${sale.title}" stay inside the card`).toBe(true);
        // Every category is either a chip or counted (and named) in "+N".
        const names = sale.categories.map((category) => category.name);
        expect(card.visibleChips).toEqual(names.slice(0, card.visibleChips.length));
        expect(card.visibleChips.length + card.more).toBe(names.length);
        if (card.more > 0) {
          const rest = names.slice(card.visibleChips.length);
          expect(card.moreSays).toBe(
            `and ${rest.length} more ${rest.length === 1 ? 'category' : 'categories'}: ${rest.join(', ')}`,
          );
        }
      }
      if (width < 1280) expect(cards.some((card) => card.titleLines === 2)).toBe(true);
      if (width === 375) expect(cards.some((card) => card.more > 0)).toBe(true);
      await saveScreen(page.getByTestId('sale-list'), `cards-${width}.png`);
    });
  }

  test('the server draws the first cards where React then draws them: nothing moves when it takes over', async ({
    browser,
  }) => {
    for (const width of [320, 375, 1280]) {
      const viewport = { width, height: 812 };
      const shellContext = await browser.newContext({ viewport, javaScriptEnabled: false });
      const shell = await shellContext.newPage();
      await shell.goto('/');
      const drawn = await shell
        .locator('#root ul li')
        .filter({ has: shell.locator('h2') })
        .evaluateAll((items) =>
          items.map((item) => {
            const box = item.getBoundingClientRect();
            return { title: item.querySelector('h2')?.textContent, top: box.top, height: box.height };
          }),
        );
      await shellContext.close();
      expect(drawn.length).toBeGreaterThan(0);

      const appContext = await browser.newContext({ viewport });
      const app = await appContext.newPage();
      await app.goto('/');
      await waitForCards(app);
      for (const card of drawn) {
        const box = await saleCards(app)
          .filter({ has: app.getByRole('heading', { level: 2, name: card.title ?? '', exact: true }) })
          .boundingBox();
        expect(box?.height, `${card.title} at ${width} px`).toBe(card.height);
        expect(box?.y, `${card.title} at ${width} px`).toBe(card.top);
      }
      await appContext.close();
    }
  });

  test("each card's heart is named after its sale", async ({ page }) => {
    const sales = await thisWeek(page);
    await page.goto('/');
    await waitForCards(page);
    for (const sale of [...sales.values()].slice(0, 5)) {
      const card = page.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`);
      await expect(
        card.getByRole('button', { name: `Favorite: ${sale.title}`, exact: true }),
      ).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(page.getByRole('button', { name: 'Favorite', exact: true })).toHaveCount(0);
  });
});

test.describe("The sale modal's close button (issue 22)", () => {
  // A 1280 px window zoomed to 400% is 320 x 200 CSS pixels; a phone is 375 x 812.
  for (const viewport of [
    { width: 320, height: 200, name: '400% zoom' },
    { width: 375, height: 812, name: 'a phone' },
  ]) {
    test(`stays in view and closes the modal on ${viewport.name}, however far the sale is scrolled`, async ({
      page,
    }) => {
      const sales = await thisWeek(page);
      // The longest detail: the most to scroll through.
      const sale = [...sales.values()].sort(
        (a, b) => (b.description ?? '').length - (a.description ?? '').length,
      )[0] as Sale;
      await page.setViewportSize(viewport);
      await page.goto(`/?sale=${sale.id}`);
      const modal = page.getByRole('dialog');
      await expect(modal.getByRole('heading', { name: sale.title })).toBeVisible();
      await modal.getByRole('link', { name: 'Get Directions' }).scrollIntoViewIfNeeded();
      const close = modal.getByRole('button', { name: 'Close' });
      const box = await close.boundingBox();
      if (!box) throw new Error('no close button');
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // Nothing covers it: a pointer there reaches the button.
      const reached = await close.evaluate(
        (button, point) => {
          const hit = document.elementFromPoint(point.x, point.y);
          return hit !== null && button.contains(hit);
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(reached).toBe(true);
      if (viewport.height === 200) await saveScreen(page, 'modal-400-zoom-scrolled.png');
      await close.click();
      await expect(modal).toBeHidden();
    });
  }
});
