import { expect, test } from '@playwright/test';
import { expectNoViolations, expectToast, signInAsAdmin } from './support/admin-helpers';

/** Issue 22: the terms the register form asks to agree to, which an operator writes in Settings. */
test('an administrator writes the terms in Settings, /terms shows them, and the default comes back', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/settings');
  const section = page.getByRole('region', { name: 'Terms and conditions' });
  const text = section.getByLabel('Terms text');
  await expect(text).toHaveValue(/By creating an account you agree to these terms\./);
  await expectNoViolations(page);

  const terms = `Be kind to your neighbours.\n\nPrice things fairly. ${Date.now()}`;
  await text.fill(terms);
  await section.getByRole('button', { name: 'Save terms' }).click();
  await expectToast(page, 'Terms saved');

  await page.goto('/terms');
  const shown = page.getByTestId('terms-text').locator('p');
  await expect(shown.nth(0)).toHaveText('Be kind to your neighbours.');
  await expect(shown.nth(1)).toHaveText(terms.split('\n\n')[1] ?? '');
  await expect(page.getByText(/^Last changed /)).toBeVisible();

  await page.goto('/admin/settings');
  await section.getByRole('button', { name: 'Restore the default' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore the default terms' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expectToast(page, 'Default terms restored');
  await expect(text).toHaveValue(/By creating an account you agree to these terms\./);
  await page.goto('/terms');
  await expect(page.getByTestId('terms-text')).toContainText(
    'Parkland Garage Sales is a free community listing',
  );
});
