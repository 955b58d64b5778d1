import { expect, test } from '@playwright/test';
import { MODERATION_REASON, type ModerationEntry } from '../../src/shared/schemas/admin';
import { expectToast, openAdminScreen, sellerWithSale } from './support/admin-helpers';
import { saleCards } from './support/explore';

const MAPS_KEY_PATH = '/api/admin/settings/maps-key';

// One after the other, never beside each other: while the settings test has a Google key saved, this
// instance's maps switch to Google (which cannot load here), and the first test looks at Explore's map.
test.describe.configure({ mode: 'serial' });

test.describe('Admin sales and settings', () => {
  // Whatever happened, no saved key outlives the test that saved it (the page is still signed in here).
  test.afterEach(async ({ page }) => {
    await page.request.delete(MAPS_KEY_PATH);
  });

  test('finds a sale by the per-tab search, views it, removes it with the fixed reason; Explore drops it', async ({
    page,
    request,
  }) => {
    const { seller, title, sale } = await sellerWithSale(request, 'moderated', 'Moderated porch sale');

    // Before: Explore shows it.
    await page.goto('/');
    await expect(page.locator(`[data-sale-id="${sale.id}"]`).first()).toBeVisible();

    await openAdminScreen(page, '/admin/sales', 'Manage All Sales');
    const current = page.getByRole('tab', { name: /^Current \(\d+\)$/ });
    await expect(current).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: /^Upcoming \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Past \(\d+\)$/ })).toBeVisible();

    // The per-tab search narrows the list to the one sale; the badge counts what is shown.
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel('Search current sales').fill(title.toUpperCase());
    await expect(panel.getByText('1 shown', { exact: true })).toBeVisible();
    await expect(panel).toContainText(title);
    await expect(panel).toContainText(seller.email);
    // By the seller's email too.
    await panel.getByLabel('Search current sales').fill(seller.email);
    await expect(panel.getByText('1 shown', { exact: true })).toBeVisible();
    // The other tabs keep their own (empty) search.
    await page.getByRole('tab', { name: /^Past \(\d+\)$/ }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Search past sales')).toHaveValue('');
    await page.getByRole('tab', { name: /^Current \(\d+\)$/ }).click();
    await expect(page.getByRole('tabpanel').getByLabel('Search current sales')).toHaveValue(seller.email);

    // View: the sale's page.
    const view = page.getByRole('link', { name: `View ${title}` });
    await expect(view).toHaveAttribute('href', `/garage-sales/${sale.id}`);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`/garage-sales/${sale.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Delete (one word on the row and in its dialog), with the fixed reason.
    await page.goto('/admin/sales');
    await page.getByRole('tabpanel').getByLabel('Search current sales').fill(title);
    await expect(page.getByRole('tabpanel').getByText('1 shown', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete garage sale' });
    await expect(confirm).toContainText(`Reason: ${MODERATION_REASON}`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Garage sale removed successfully');
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('tabpanel').getByText('0 shown', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toHaveCount(0);

    // The moderation log names it, with who removed it and why.
    const log = page.locator('section').filter({
      has: page.getByRole('heading', { name: 'Moderation log' }),
    });
    await expect(log.getByText(title).first()).toBeVisible();
    await expect(log).toContainText(MODERATION_REASON);
    const entries = (await (await page.request.get('/api/admin/moderation-log')).json()) as ModerationEntry[];
    expect(entries[0]).toMatchObject({
      saleId: sale.id,
      saleTitle: title,
      sellerEmail: seller.email,
      reason: MODERATION_REASON,
    });

    // Gone from the API, from the seller's list and from Explore.
    expect((await request.get(`/api/garage-sales/${sale.id}`)).status()).toBe(404);
    expect(((await (await request.get('/api/my-sales')).json()) as unknown[]).length).toBe(0);
    await page.goto('/');
    await expect(saleCards(page).first()).toBeVisible();
    await expect(page.locator(`[data-sale-id="${sale.id}"]`)).toHaveCount(0);
  });

  test('settings: a maps key is refused when short, saved, served to the maps, then removed', async ({
    page,
    request,
  }) => {
    await openAdminScreen(page, '/admin/settings', 'Settings');
    expect(await (await request.get('/api/google-maps-key')).json()).toEqual({ apiKey: null });
    await expect(page.getByRole('button', { name: 'Remove saved key' })).toHaveCount(0);

    const field = page.getByLabel('Google Maps API key', { exact: true });
    await field.fill('too-short-key');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('API key must be at least 20 characters')).toBeVisible();
    expect(await (await request.get('/api/google-maps-key')).json()).toEqual({ apiKey: null });

    const key = `e2e-maps-key-${Date.now()}-abcdef`;
    await field.fill(key);
    await page.getByRole('button', { name: 'Save key' }).click();
    await expectToast(page, 'API key saved');
    // The maps read it at once (no restart), and pages may now load Google's script.
    expect(await (await request.get('/api/google-maps-key')).json()).toEqual({ apiKey: key });
    const status = await (await page.request.get(MAPS_KEY_PATH)).json();
    expect(status).toMatchObject({ source: 'database', lastFour: key.slice(-4) });
    const html = await request.get('/contact', { headers: { accept: 'text/html' } });
    expect(html.headers()['content-security-policy']).toContain("'unsafe-eval'");
    await expect(page.getByText(`Using the key saved here (…${key.slice(-4)})`)).toBeVisible();

    // Remove saved key, after its confirmation, restores no key at all.
    await page.getByRole('button', { name: 'Remove saved key' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove saved key' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(page, 'API key removed');
    await expect(page.getByText('No key: the map uses OpenStreetMap')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove saved key' })).toHaveCount(0);
    expect(await (await request.get('/api/google-maps-key')).json()).toEqual({ apiKey: null });
    const back = await (await page.request.get(MAPS_KEY_PATH)).json();
    expect(back).toMatchObject({ source: 'none', lastFour: null });
    const after = await request.get('/contact', { headers: { accept: 'text/html' } });
    expect(after.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  });
});
