import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Sale } from '../../src/shared/schemas/sale';
import { fetchThisWeek } from './support/api';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

test.describe('Accessibility (axe)', () => {
  test('Explore, with the filters open, has no violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('sale-card').first()).toBeVisible();
    await expect(page.locator('.sale-marker, .sale-cluster').first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(page.getByRole('form', { name: 'Filter sales' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the sale modal has no violations', async ({ page, request }) => {
    const sales = await fetchThisWeek(request);
    const sale = sales[0] as Sale;
    await page.goto('/');
    await page
      .locator(`[data-sale-id="${sale.id}"]`)
      .getByRole('button', { name: sale.title, exact: true })
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: sale.title })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the contact, 404 and sale pages and the phone menu have no violations', async ({ page, request }) => {
    const sales = await fetchThisWeek(request);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(`/garage-sales/${sales[0]?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expectNoViolations(page);
  });
});
