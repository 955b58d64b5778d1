import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { addDaysIso, thisWeekWindow } from '../../../src/shared/dates';
import { openingWindow } from '../../../src/shared/open-now';
import type { Sale } from '../../../src/shared/schemas/sale';
import { fetchSales, fetchToday } from './api';

export async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Three of this week's demo sales open on one day, and that day: a later day when there is one, so the
 * plan does not depend on the hour the test runs at. The route starts at 07:00, before any opens.
 */
export async function threeSalesOnOneDay(
  request: APIRequestContext,
): Promise<{ sales: Sale[]; date: string }> {
  const today = await fetchToday(request);
  const sales = (await fetchSales(request, thisWeekWindow(today))).filter((sale) => !sale.isCompleted);
  for (let offset = 6; offset >= 0; offset -= 1) {
    const date = addDaysIso(today, offset);
    const open = sales.filter((sale) => openingWindow(sale, date) !== undefined);
    if (open.length >= 3) return { sales: open.slice(0, 3), date };
  }
  throw new Error('no day this week with three open demo sales');
}

/** Opens the sale's modal from its Explore card and presses Add to my plan. */
export async function addFromExplore(page: Page, sale: Sale): Promise<void> {
  await page
    .locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`)
    .getByRole('button', { name: sale.title, exact: true })
    .click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Add to my plan' }).click();
  await expect(modal.getByRole('button', { name: 'Remove from my plan' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
}

/** The text a QR code image on the page holds, read with jsQR from the image's pixels. */
export async function readQr(image: Locator): Promise<string | undefined> {
  const pixels = await image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

/** Presses Tab until the focused element has this accessible name (a keyboard user's way to a control). */
export async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-label');
      const byLabel = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return (labelled ?? byLabel ?? element.textContent ?? '').trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}
