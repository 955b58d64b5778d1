import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, signInAsAdmin } from './support/admin-helpers';

/** Screenshots for a person to look at, when E2E_SHOTS_DIR names a folder (not part of the checks). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // The lists have loaded (or said there is nothing) before the scan.
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('Admin screens, accessibility (axe)', () => {
  // Each test scans several screens, and an axe scan of a long table takes seconds on a small machine.
  test.describe.configure({ timeout: 120_000 });

  test('cities, categories and neighborhoods, each with its add dialog open and its errors showing', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    for (const [url, heading, add] of [
      ['/admin/cities', 'Cities', 'Add City'],
      ['/admin/categories', 'Categories', 'Add Category'],
      ['/admin/neighborhoods', 'Neighborhoods', 'Add Neighborhood'],
    ] as const) {
      await open(page, url, heading);
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoViolations(page);
      await page.getByRole('button', { name: add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: add });
      await expect(dialog).toBeVisible();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  test('users, sales (each tab) and settings', async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, '/admin/users', 'Users');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);

    await open(page, '/admin/sales', 'Manage All Sales');
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectNoViolations(page);
    for (const tab of [/^Upcoming \(\d+\)$/, /^Past \(\d+\)$/]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoViolations(page);
    }
    // A delete dialog, open (then cancelled).
    await page.getByRole('tab', { name: /^Current \(\d+\)$/ }).click();
    const remove = page.getByRole('tabpanel').getByRole('button', { name: /^Delete / });
    await remove.first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete garage sale' });
    await expect(confirm).toBeVisible();
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();

    await open(page, '/admin/settings', 'Settings');
    await expectNoViolations(page);
    await page.getByLabel('Google Maps API key', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText('API key must be at least 20 characters')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the date debug and image test tools', async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, '/date-debug', 'Date debug tool');
    await expectNoViolations(page);
    await open(page, '/image-test', 'Image test');
    await page.getByRole('button', { name: 'Load image' }).click();
    await expect(page.getByRole('log')).not.toBeEmpty();
    await expectNoViolations(page);
  });

  test("at phone width each table row is a card whose buttons are in reach, and the page doesn't scroll sideways", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [url, heading] of [
      ['/admin/cities', 'Cities'],
      ['/admin/categories', 'Categories'],
      ['/admin/neighborhoods', 'Neighborhoods'],
      ['/admin/sales', 'Manage All Sales'],
      ['/admin/users', 'Users'],
    ] as const) {
      await open(page, url, heading);
      // The first row with buttons (on /admin/users the signed-in admin's own row has none).
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('button') })
        .first();
      await expect(row).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
      // The row's last button (Delete) sits inside the screen, not off to the right of a scrolling table.
      const lastButton = await row.getByRole('button').last().boundingBox();
      expect(lastButton && lastButton.x >= 0 && lastButton.x + lastButton.width <= 375, url).toBe(true);
      await expectNoViolations(page);
      await shoot(page, `${url.slice(1).replace('/', '-')}-375`);
    }
    await open(page, '/admin/cities', 'Cities');
    await page.getByRole('button', { name: 'Add City' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add City' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await expectNoViolations(page);
    await shoot(page, 'admin-cities-dialog-375');

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const url of ['/admin/cities', '/admin/sales', '/admin/users']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await shoot(page, `${url.slice(1).replace('/', '-')}-1280`);
    }
  });
});
