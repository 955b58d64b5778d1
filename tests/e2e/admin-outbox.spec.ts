import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerSeller, signInAsAdmin } from './support/admin-helpers';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

// Issue 12: with no SMTP_URL (this instance has none) mail is kept in the outbox, and administrators
// read it on the Outbox screen.
test('the Outbox screen shows kept mail, and one message as text and in a sandboxed frame', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const seller = await registerSeller(context.request, 'outbox');
  await context.close();
  await signInAsAdmin(page);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by address' }).fill(seller.email);
  const row = page.getByRole('row').filter({ hasText: seller.email });
  await expect(row).toContainText('Confirm your email address');
  await expect(row).toContainText('Kept (no SMTP)');
  await expectNoViolations(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/outbox-${width}.png`, fullPage: true });
  }

  await row.getByRole('button', { name: /^Read/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/verify-email\?token=/)).toBeVisible();
  await expectNoViolations(page);
  await page.screenshot({ path: 'test-results/screens/outbox-message-1280.png' });
  await dialog.getByRole('tab', { name: 'HTML' }).click();
  const frame = dialog.locator('iframe[title="HTML of the message"]');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(frame.contentFrame().getByRole('link', { name: 'Confirm my address' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
