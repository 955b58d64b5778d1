import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { saleCards } from './support/explore';

// The demo seed's community sale day, two days from today (issue 25).
const SLUG = 'parkland-community-garage-sale';
const NAME = 'Parkland Community Garage Sale';

test.describe('A community sale day on Explore and its server-drawn page (issue 25)', () => {
  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`announces the event, filters the list to its numbered sales at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      const event = (await (await request.get(`/api/events/${SLUG}`)).json()) as { salesCount: number };
      await page.setViewportSize(viewport);
      await page.goto('/');
      const banner = page.getByTestId('event-banner');
      const link = banner.getByRole('link', { name: `${NAME}, ${event.salesCount} sales`, exact: false });
      // After the list, its chunk and GET /api/events: on a busy machine that can take a while.
      await expect(link).toBeVisible({ timeout: 30_000 });
      await expect(link).toHaveAttribute('href', `/events/${SLUG}`);
      await expect(link).toHaveText(/^[A-Z][a-z]+day: /);
      const filter = banner.getByRole('button', { name: `Part of ${NAME}` });
      await filter.click();
      await expect(filter).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`[?&]event=${SLUG}`));
      await expect(saleCards(page)).toHaveCount(event.salesCount);
      await expect(page.getByTestId('sale-event-number')).toHaveCount(event.salesCount);
      await expect(page.getByTestId('sale-event-number').first()).toHaveText(/^#\d+$/);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }

  test('the event page lists its numbered sales without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/events/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
    const titles = page.locator('#root ol li h3');
    await expect(titles.first()).toHaveText(/^#1\s*\S/);
    expect(await titles.count()).toBeGreaterThanOrEqual(5);
    await context.close();
  });
});
