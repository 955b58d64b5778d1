import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { addDaysIso } from '../../src/shared/dates';
import type { Sale } from '../../src/shared/schemas/sale';
import { exampleSaleWrite, type SaleWrite } from '../../src/shared/schemas/sale-form';
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { fetchToday } from './support/api';
import { screensDir } from './support/screens';

/** A sale of the signed-in user, made through the API with a city and a category of the demo data. */
async function createSale(page: Page, startOffset: number, overrides: Partial<SaleWrite>): Promise<Sale> {
  const today = await fetchToday(page.request);
  const cities = (await (await page.request.get('/api/cities')).json()) as (string | { name: string })[];
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const city = cities[0];
  const response = await page.request.post('/api/garage-sales', {
    data: exampleSaleWrite(addDaysIso(today, startOffset), {
      city: typeof city === 'string' ? city : (city?.name ?? ''),
      categoryIds: categories.slice(0, 3).map((category) => category.id),
      ...overrides,
    }),
  });
  if (response.status() !== 201)
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Sale;
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

const card = (page: Page, sale: Sale) =>
  page.locator(`[data-testid="my-sale-card"][data-sale-id="${sale.id}"]`);

test.describe('My Sales', () => {
  test("signed out, it says 'Authentication required' and goes to /login", async ({ page }) => {
    await page.goto('/my-sales');
    await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
    await expect(page.getByText('Please sign in to view your garage sales')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-sales$/);
  });

  test("a new seller sees 'No garage sales yet' and the way to create one", async ({ page }) => {
    await registerThroughApi(page);
    await page.goto('/my-sales');
    await expect(page.getByRole('heading', { name: 'No garage sales yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create Your First Sale' })).toHaveAttribute(
      'href',
      '/create-sale',
    );
    await expect(page.getByRole('link', { name: 'Create New Sale' })).toHaveAttribute('href', '/create-sale');
    await expectNoViolations(page);
  });

  test('statuses, Mark Complete to Past Sales, and Delete', async ({ page }) => {
    await registerThroughApi(page);
    const todaySale = await createSale(page, 0, { title: 'Porch sale today' });
    const laterSale = await createSale(page, 3, { title: 'Garage sale later' });
    await page.goto('/my-sales');

    await expect(page.getByRole('tab', { name: 'Active & Upcoming (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Past Sales (0)' })).toBeVisible();
    await expect(card(page, todaySale).locator('[data-status]')).toHaveText('Today');
    await expect(card(page, laterSale).locator('[data-status]')).toHaveText('Upcoming');
    await expect(
      card(page, laterSale).getByRole('list', { name: 'Categories' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(card(page, laterSale).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/edit-sale/${laterSale.id}`,
    );
    await expectNoViolations(page);

    // Mark Complete: confirm, and the sale moves to Past Sales as Completed.
    await card(page, laterSale).getByRole('button', { name: 'Mark Complete' }).click();
    const complete = page.getByRole('alertdialog', { name: 'Mark as Completed' });
    await expect(complete).toContainText('This will remove it from active listings.');
    await expectNoViolations(page);
    await complete.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(page.getByTestId('toast')).toContainText('Marked as completed');
    await expect(page.getByRole('tab', { name: 'Active & Upcoming (1)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Past Sales (1)' }).click();
    await expect(card(page, laterSale).locator('[data-status]')).toHaveText('Completed');
    await expect(card(page, laterSale).getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
    await expect(card(page, laterSale).getByRole('link', { name: 'Edit' })).toHaveCount(0);

    // Cancel keeps it; Delete confirmed removes it.
    await card(page, laterSale).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(card(page, laterSale)).toBeVisible();
    await card(page, laterSale).getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('toast')).toContainText('Deleted');
    await expect(page.getByRole('heading', { name: 'No past sales' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Past Sales (0)' })).toBeVisible();
    expect((await page.request.get(`/api/garage-sales/${laterSale.id}`)).status()).toBe(404);
  });

  test('who is coming (issue 26): a shopper sees "New" on the card and opens the sale; the seller sees the view counted', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    await registerThroughApi(page);
    const title = `Counted sale ${Date.now()}`;
    const sale = await createSale(page, 1, { title });

    // A shopper (another browser, a guest) finds the fresh sale on Explore and opens it with the keyboard.
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const explore = await shopper.newPage();
      await explore.goto(`/?searchTerm=${encodeURIComponent(title)}`);
      const listed = explore.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`);
      await expect(listed.getByTestId('sale-badges')).toHaveText('New');
      await expectNoViolations(explore);
      await explore.screenshot({ path: `${screensDir('w26-stats')}/explore-new-badge-1280.png` });
      const counted = explore.waitForResponse((r) => r.url().endsWith(`/api/garage-sales/${sale.id}/views`));
      await listed.getByRole('button', { name: title, exact: true }).focus();
      await explore.keyboard.press('Enter');
      await expect(explore.getByRole('dialog', { name: title })).toBeVisible();
      expect((await counted).status()).toBe(204);
    } finally {
      await shopper.close();
    }

    // The seller's My Sales, on a phone and on a desktop: one view this week and in all, nothing else.
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/my-sales');
      const stats = card(page, sale).getByRole('region', { name: 'Who is coming' });
      await expect(stats.getByRole('row', { name: 'Opened 1 1' })).toBeVisible();
      await expect(stats.getByRole('row', { name: 'Saved 0 0' })).toBeVisible();
      await expectNoViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await card(page, sale).screenshot({
        path: `${screensDir('w26-stats')}/my-sales-stats-${viewport.width}.png`,
      });
    }

    // Five shoppers save it: its page now tells everyone, a guest on a phone and on a desktop.
    const savers = await playwright.request.newContext({ baseURL });
    try {
      for (let n = 0; n < 5; n += 1) {
        const email = uniqueEmail('saver');
        const registered = await savers.post('/api/auth/register', {
          data: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, agreeTerms: true },
        });
        expect(registered.ok()).toBe(true);
        expect((await savers.post(`/api/favorites/${sale.id}`)).status()).toBe(204);
      }
    } finally {
      await savers.dispose();
    }
    const guest = await browser.newContext();
    try {
      const salePage = await guest.newPage();
      await salePage.goto(`/garage-sales/${sale.id}`);
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1280, height: 800 },
      ]) {
        await salePage.setViewportSize(viewport);
        await expect(salePage.getByTestId('sale-savers')).toHaveText('5 people saved this garage sale');
        await expectNoViolations(salePage);
        await salePage.screenshot({ path: `${screensDir('w35-stats')}/sale-savers-${viewport.width}.png` });
      }
    } finally {
      await guest.close();
    }
  });

  test('works at 375 px without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerThroughApi(page);
    const sale = await createSale(page, 1, {
      title: 'A sale with a rather long title that has to wrap on a phone',
    });
    await page.goto('/my-sales');
    await expect(card(page, sale)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
