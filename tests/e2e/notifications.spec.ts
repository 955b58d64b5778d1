import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Presses Tab until `target` has the focus: the screen works from the keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the control with Tab');
}

test.describe('Notifications and saved searches', () => {
  test('choose notifications from the keyboard; an unverified address is told why nothing comes yet', async ({
    page,
  }) => {
    const { email } = await registerThroughApi(page, 'notify');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Notifications' }).click();
    await expect(page).toHaveURL(/\/account\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toContainText(`${email} is not verified yet`);
    const changes = page.getByRole('checkbox', { name: 'Change notices' });
    const reminders = page.getByRole('checkbox', { name: 'Reminders the evening before' });
    await expect(changes).toBeChecked();
    await expect(reminders).not.toBeChecked();
    await expect(page.getByLabel('Reminder time')).toHaveValue('19:00');
    await expectNoViolations(page);

    await tabTo(page, reminders);
    await page.keyboard.press('Space');
    await expect(reminders).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Reminder time')).toBeFocused();
    await page.getByLabel('Reminder time').selectOption('18:30');
    await tabTo(page, page.getByRole('checkbox', { name: 'Daily email of new matching sales' }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Notifications saved');

    const stored = await (await page.request.get('/api/account/notifications')).json();
    expect(stored).toMatchObject({
      reminders: true,
      changeNotices: true,
      savedSearchDigests: false,
      reminderTime: '18:30',
    });
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Reminders the evening before' })).toBeChecked();
    await expect(page.getByLabel('Reminder time')).toHaveValue('18:30');
  });

  test('save a search from Explore, find it on Saved searches, open it, delete it', async ({ page }) => {
    await registerThroughApi(page, 'searcher');
    await page.goto('/?city=Stony+Plain&dates=all');
    const save = page.getByRole('button', { name: 'Save this search' });
    await tabTo(page, save, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    const name = dialog.getByLabel('Name');
    await expect(name).toHaveValue('All sales in Stony Plain');
    await expectNoViolations(page);
    await name.fill('Stony Plain, any day');
    await name.press('Enter');
    await expect(page.getByTestId('toast')).toContainText('Search saved');
    await expect(dialog).toHaveCount(0);
    await expect(save).toBeFocused();

    await page.goto('/account/saved-searches');
    const item = page.getByTestId('saved-search');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('heading', { name: 'Stony Plain, any day' })).toBeVisible();
    await expect(item).toContainText('All sales in Stony Plain');
    await expect(
      item.getByRole('checkbox', { name: 'Email me new matching sales once a day' }),
    ).toBeChecked();
    await expectNoViolations(page);

    const open = item.getByRole('link', { name: 'Open on Explore' });
    await expect(open).toHaveAttribute('href', '/?city=Stony+Plain&dates=all');
    await open.click();
    await expect(page).toHaveURL(/\/garage-sales\/in\/stony-plain|city=Stony\+Plain/);
    await page.goto('/account/saved-searches');

    const remove = page.getByRole('button', { name: 'Delete Stony Plain, any day' });
    await tabTo(page, remove, 60);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
    await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Saved search deleted');
    expect(await (await page.request.get('/api/saved-searches')).json()).toEqual([]);
    await expectNoViolations(page);
  });

  test('a guest sees no Save button on Explore, and the account screens ask to sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save this search' })).toHaveCount(0);
    await page.goto('/account/saved-searches');
    await expect(page.getByRole('heading', { name: 'Authentication required' })).toBeVisible();
  });

  test('the unsubscribe page, signed out, says clearly when a link does not work', async ({ page }) => {
    await page.goto(`/unsubscribe/${crypto.randomBytes(32).toString('base64url')}`);
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText('This unsubscribe link is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
    await expectNoViolations(page);
    await page.goto('/unsubscribe/not-a-token');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  });
});
