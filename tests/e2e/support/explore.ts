import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Sale } from '../../../src/shared/schemas/sale';
import { fetchThisWeek } from './api';

export function saleCards(page: Page): Locator {
  return page.getByTestId('sale-card');
}

/** Sales on the map: single markers plus the counts their clusters show. */
export async function markerTotal(page: Page): Promise<number> {
  return page.getByTestId('sales-map').evaluate((map) => {
    const singles = map.querySelectorAll('.sale-marker').length;
    const clustered = [...map.querySelectorAll('.sale-cluster')].reduce(
      (sum, cluster) => sum + Number(cluster.querySelector('[aria-hidden="true"]')?.textContent ?? 0),
      0,
    );
    return singles + clustered;
  });
}

/** Waits until both the cards and the map show `count` sales. */
export async function expectSalesShown(page: Page, count: number): Promise<void> {
  await expect(saleCards(page)).toHaveCount(count);
  await expect.poll(() => markerTotal(page), { message: 'sales on the map' }).toBe(count);
}

export async function openFilters(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toBeVisible();
  return page.getByRole('form', { name: 'Filter sales' });
}

/** Opens Explore with no filter and waits until it shows this week's sales; answers them as the API lists them. */
export async function openThisWeek(page: Page, request: APIRequestContext): Promise<Sale[]> {
  const week = await fetchThisWeek(request);
  await page.goto('/');
  await expectSalesShown(page, week.length);
  return week;
}

/**
 * The sale's title in a marker's tooltip: without a community sale day's number first ('#3 Title', issue 25)
 * and without the badges after it ('Title (New, Last day)', issue 26).
 */
export function titleOfMarker(tooltip: string | null): string {
  return (tooltip ?? '').replace(/^#\d+ /, '').replace(/ \((?:New|Ends today|Last day)(?:, [^)]+)?\)$/, '');
}
