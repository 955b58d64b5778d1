import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDaysIso } from '../../src/shared/dates';
import {
  createSaleAs,
  expectNoViolations,
  expectToast,
  openAdminScreen,
  registerSeller,
  uniqueName,
} from './support/admin-helpers';
import { fetchToday } from './support/api';

/** Screenshots for a person to look at, when E2E_SHOTS_DIR names a folder (not part of the checks). */
async function shoot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Presses Tab until `target` has the focus (a form's fields in their order), as a keyboard user does. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** 'YYYY-MM-DD' as typed into Chromium's date segments (month, day, year). */
const typedDay = (day: string) => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`;

/**
 * A day and time typed into the focused datetime-local field: the year takes up to six digits, so the
 * right arrow moves on to the hours, then 'hhmm' and A or P.
 */
async function typeMoment(page: Page, day: string, time: string) {
  await page.keyboard.type(typedDay(day));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(time);
}

test.describe('Admin sale days', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 800 },
  ]) {
    test(`an administrator creates an event by keyboard, sees it listed, opens it and numbers the sales (${viewport.width} px)`, async ({
      page,
      playwright,
    }) => {
      await page.setViewportSize(viewport);
      const today = await fetchToday(page.request);
      const saleDay = addDaysIso(today, 14);
      await openAdminScreen(page, '/admin/events', 'Sale days');
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      await expectNoViolations(page);

      // New event, by keyboard alone.
      const name = uniqueName('Spruce Grove Sale Day');
      await page.getByRole('button', { name: 'New event' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New event' });
      await expect(dialog).toBeVisible();
      const nameField = dialog.getByLabel('Name', { exact: true });
      await tabTo(page, nameField);
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Slug')).toBeFocused();
      const slug = await dialog.getByLabel('Slug').inputValue();
      expect(slug).toMatch(/^spruce-grove-sale-day-[a-z0-9]+$/);
      await page.keyboard.press('Tab');
      await expect(dialog.getByLabel('Date')).toBeFocused();
      await page.keyboard.type(typedDay(saleDay));
      await expect(dialog.getByLabel('Date')).toHaveValue(saleDay);
      await tabTo(page, dialog.getByRole('button', { name: 'Add a date' }));
      await page.keyboard.press('Enter');
      const second = dialog.getByLabel('Date').nth(1);
      await tabTo(page, second);
      await page.keyboard.type(typedDay(addDaysIso(saleDay, 1)));
      await expect(second).toHaveValue(addDaysIso(saleDay, 1));
      const opens = dialog.getByLabel('Registration opens');
      await tabTo(page, opens);
      await typeMoment(page, addDaysIso(today, -1), '0800A');
      await expect(opens).toHaveValue(`${addDaysIso(today, -1)}T08:00`);
      const closes = dialog.getByLabel('Registration closes');
      await tabTo(page, closes);
      await typeMoment(page, addDaysIso(today, 10), '0600P');
      await expect(closes).toHaveValue(`${addDaysIso(today, 10)}T18:00`);
      await tabTo(page, dialog.getByLabel('Cap on sales'));
      await page.keyboard.type('300');
      await expectNoViolations(page);
      await page.keyboard.press('Enter');
      await expectToast(page, `Event ${name} created`);
      await expect(dialog).toBeHidden();

      // Listed, then opened from its link.
      const link = page.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(page.getByRole('row').filter({ has: link })).toContainText('0 of 300');
      await shoot(page, `admin-events-${viewport.width}`);

      // A seller registers a sale on the event's days (their own browser context).
      const seller = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
      await registerSeller(seller, 'event-seller');
      const sale = await createSaleAs(seller, { title: uniqueName('Event sale') }, 14);
      const joined = await seller.post(`/api/events/${slug}/sales`, { data: { saleId: sale.id } });
      expect(joined.status(), await joined.text()).toBeLessThan(300);
      await seller.dispose();

      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const list = page.getByRole('region', { name: 'Registered sales' });
      await expect(list.getByRole('row').filter({ hasText: sale.title })).toContainText('Not yet');
      await expectNoViolations(page);

      // Number the sales, confirmed by keyboard.
      await page.getByRole('button', { name: 'Number the sales' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Number the sales now?' });
      await expect(confirm).toBeVisible();
      await expectNoViolations(page);
      await confirm.getByRole('button', { name: 'Number the sales' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'The sales are numbered');
      await expect(confirm).toBeHidden();
      await expect(list.getByRole('row').filter({ hasText: sale.title })).toContainText('#1');
      await expect(page.getByRole('region', { name: 'Numbers' })).toContainText('Numbered on');
      await expectNoViolations(page);
      await shoot(page, `admin-event-${viewport.width}`);
    });
  }
});
