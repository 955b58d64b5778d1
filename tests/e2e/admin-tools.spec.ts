import { expect, test } from '@playwright/test';
import { addDaysIso } from '../../src/shared/dates';
import type { Sale } from '../../src/shared/schemas/sale';
import { expectToast, sellerWithSale, signInAsAdmin } from './support/admin-helpers';
import { fetchToday } from './support/api';

/** The first day of the month after `today`'s (yyyy-MM-dd). */
function firstOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

test.describe('Admin debug tools', () => {
  test("date debug: missing information, then next month's dates move the sale to Upcoming", async ({
    page,
    request,
  }) => {
    const { title, sale } = await sellerWithSale(request, 'redated', 'Redated yard sale');
    const start = firstOfNextMonth(await fetchToday(request));
    const end = addDaysIso(start, 1);

    await signInAsAdmin(page);
    // Where it starts: the Current tab.
    await page.goto('/admin/sales');
    await page.getByRole('tabpanel').getByLabel('Search current sales').fill(title);
    await expect(page.getByRole('tabpanel').getByText('1 shown', { exact: true })).toBeVisible();

    await page.goto('/date-debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Date debug tool' })).toBeVisible();
    await expect(page.getByLabel('Start date', { exact: true })).toHaveAttribute('type', 'date');
    await expect(page.getByLabel('End date', { exact: true })).toHaveAttribute('type', 'date');

    // Nothing filled in: 'Missing Information', and no call.
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/debug/update-sale-dates')) calls += 1;
    });
    await page.getByRole('button', { name: 'Update dates' }).click();
    const missing = await expectToast(page, 'Missing Information');
    await expect(missing).toHaveAttribute('data-variant', 'destructive');
    // A sale id alone is not enough either.
    await page.getByLabel('Sale ID', { exact: true }).fill(String(sale.id));
    await page.getByRole('button', { name: 'Update dates' }).click();
    await expectToast(page, 'Missing Information');
    expect(calls).toBe(0);

    await page.getByLabel('Start date', { exact: true }).fill(start);
    await page.getByLabel('End date', { exact: true }).fill(end);
    await page.getByRole('button', { name: 'Update dates' }).click();
    await expectToast(page, 'Dates updated');
    expect(calls).toBe(1);

    // The sale's dates and its day-by-day schedule, keeping the first day's times.
    const moved = (await (await request.get(`/api/garage-sales/${sale.id}`)).json()) as Sale;
    expect(moved).toMatchObject({ startDate: start, endDate: end, startTime: '08:00', endTime: '16:00' });
    expect(moved.schedule.map((day) => day.date)).toEqual([start, end]);
    expect(moved.schedule[0]).toMatchObject({ startTime: '08:00', endTime: '16:00' });

    // It now sits under Upcoming, and no longer under Current.
    await page.goto('/admin/sales');
    await page.getByRole('tabpanel').getByLabel('Search current sales').fill(title);
    await expect(page.getByRole('tabpanel').getByText('0 shown', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ }).click();
    const upcoming = page.getByRole('tabpanel');
    await upcoming.getByLabel('Search upcoming sales').fill(title);
    await expect(upcoming.getByText('1 shown', { exact: true })).toBeVisible();
    await expect(upcoming.getByRole('link', { name: `View ${title}` })).toHaveAttribute(
      'href',
      `/garage-sales/${sale.id}`,
    );
  });

  test('image test: a fallback image loads, a missing upload fails; both are logged', async ({ page }) => {
    await signInAsAdmin(page);
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      // The page's own lines (Chromium's 'Failed to load resource' errors are not what is looked for).
      if (message.type() !== 'error') consoleLines.push(message.text());
    });
    await page.goto('/image-test');
    await expect(page.getByRole('heading', { level: 1, name: 'Image test' })).toBeVisible();
    const log = page.getByRole('log');
    const path = page.getByLabel('Image path', { exact: true });

    await path.fill('/fallback/sale-2.svg');
    await page.getByRole('button', { name: 'Load image' }).click();
    await expect(log).toContainText(/Loaded[^\n]*\/fallback\/sale-2\.svg/);

    const before = await log.getByText(/fail/i).count();
    await path.fill('/uploads/nope.jpg');
    await page.getByRole('button', { name: 'Load image' }).click();
    await expect(log.getByText(/fail/i)).toHaveCount(before + 1);
    await expect(log).toContainText('404');
    // The spec says the page logs: the console has both results too.
    await expect.poll(() => consoleLines.some((line) => /sale-2\.svg/.test(line))).toBe(true);
    await expect.poll(() => consoleLines.some((line) => /nope\.jpg|fail/i.test(line))).toBe(true);
  });
});
