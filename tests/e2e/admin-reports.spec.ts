import { type Browser, expect, type Page, test } from '@playwright/test';
import { REPORT_THANKS, REPORTS_DISMISSED } from '../../src/shared/schemas/reports';
import type { Sale } from '../../src/shared/schemas/sale';
import { registerThroughApi, signInThroughApi } from './support/accounts';
import { TRUSTED_REPORTERS } from './support/admin-account';
import {
  createSaleAs,
  expectNoViolations,
  expectToast,
  signInAsAdmin,
  uniqueName,
} from './support/admin-helpers';
import { fetchSales, fetchToday } from './support/api';

/** A page of its own (own cookies) signed in as a new account. */
async function newAccountPage(browser: Browser, prefix: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await registerThroughApi(page, prefix);
  return page;
}

/** A new seller's page of its own, and their sale (today and tomorrow) named `titlePrefix` and a unique suffix. */
async function sellerPageWithSale(browser: Browser, prefix: string, titlePrefix: string) {
  const seller = await newAccountPage(browser, prefix);
  const title = uniqueName(titlePrefix);
  return { seller, title, sale: await createSaleAs(seller.request, { title }) };
}

/** A page of its own signed in as one of the neighbours whose reports count (confirmed, a month old). */
async function trustedReporterPage(browser: Browser, n: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const reporter = TRUSTED_REPORTERS[n] as (typeof TRUSTED_REPORTERS)[number];
  await signInThroughApi(page, reporter.email, reporter.password);
  return page;
}

async function publicListIds(page: Page): Promise<number[]> {
  const today = await fetchToday(page.request);
  return (await fetchSales(page.request, { startDate: today, endDate: today })).map((sale) => sale.id);
}

/** Reports through the sale page's own form, as a shopper would. */
async function reportThroughForm(page: Page, sale: Sale, reason: string, details = ''): Promise<void> {
  await page.goto(`/garage-sales/${sale.id}`);
  await page.getByRole('button', { name: 'Report this sale' }).click();
  const form = page.getByRole('group', { name: 'Why are you reporting this sale?' });
  await form.getByLabel(reason).check();
  if (details) await page.getByLabel('Details (optional)').fill(details);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: REPORT_THANKS })).toBeVisible();
}

test.describe('Reports from the community', () => {
  test('three neighbours hide a sale (a new account does not), the seller sees it under review, dismissing lists it again', async ({
    page,
    browser,
  }) => {
    const { seller, title, sale } = await sellerPageWithSale(browser, 'reported-seller', 'Reported sale');
    const guest = await (await browser.newContext()).newPage();
    expect(await publicListIds(guest)).toContain(sale.id);

    // A report from an account made moments ago reaches the administrators but hides nothing.
    await reportThroughForm(
      await newAccountPage(browser, 'new-reporter'),
      sale,
      'Spam or scam',
      'Fresh account',
    );

    // The first neighbour checks the form's rules: a reason is required, and axe finds nothing.
    const first = await trustedReporterPage(browser, 0);
    await first.goto(`/garage-sales/${sale.id}`);
    await first.getByRole('button', { name: 'Report this sale' }).click();
    await first.getByRole('button', { name: 'Send report' }).click();
    await expect(first.getByText('Choose a reason for the report')).toBeVisible();
    await expectNoViolations(first);
    await reportThroughForm(first, sale, 'Wrong address or dates', 'The house is empty');
    await reportThroughForm(await trustedReporterPage(browser, 1), sale, 'Not a garage sale');
    expect(await publicListIds(guest)).toContain(sale.id);
    await reportThroughForm(await trustedReporterPage(browser, 2), sale, 'Spam or scam');

    // Hidden from the public: off Explore's list and map, its page not found.
    expect(await publicListIds(guest)).not.toContain(sale.id);
    await guest.goto('/');
    await expect(guest.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(guest.locator(`[data-testid="sale-card"][data-sale-id="${sale.id}"]`)).toHaveCount(0);

    // The seller is told on My Sales.
    await seller.goto('/my-sales');
    const card = seller.locator(`[data-testid="my-sale-card"][data-sale-id="${sale.id}"]`);
    await expect(card.getByTestId('under-review')).toContainText('Under review');

    // The administrator's Reports screen: the sale, hidden, with its four reports.
    await signInAsAdmin(page);
    await page.goto('/admin/reports');
    const reported = page.getByTestId('reported-sale').filter({ hasText: title });
    await expect(reported.getByText('Hidden: under review')).toBeVisible();
    await expect(reported.getByText('4 reports')).toBeVisible();
    await expect(reported.getByText('Fresh account')).toBeVisible();
    await expect(reported.getByText('The house is empty')).toBeVisible();
    await expect(reported.getByText('Wrong address or dates')).toBeVisible();
    await expectNoViolations(page);
    await reported.getByRole('button', { name: `Dismiss reports on ${title}` }).click();
    await expectToast(page, REPORTS_DISMISSED);
    await expect(reported).toHaveCount(0);

    expect(await publicListIds(guest)).toContain(sale.id);
    await seller.reload();
    await expect(card).toBeVisible();
    await expect(card.getByTestId('under-review')).toHaveCount(0);
  });

  test('an administrator removes a reported sale from the Reports screen, and it is logged', async ({
    page,
    browser,
  }) => {
    const { title, sale } = await sellerPageWithSale(browser, 'removed-seller', 'Scam sale');
    await reportThroughForm(await newAccountPage(browser, 'reporter'), sale, 'Offensive or unsafe');

    await signInAsAdmin(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/reports');
    const reported = page.getByTestId('reported-sale').filter({ hasText: title });
    await expect(reported.getByText('Still listed')).toBeVisible();
    await expectNoViolations(page);
    await reported.getByRole('button', { name: `Remove sale ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expectToast(page, 'Garage sale removed successfully');
    await expect(reported).toHaveCount(0);
    expect((await page.request.get(`/api/garage-sales/${sale.id}`)).status()).toBe(404);
    await page.goto('/admin/sales');
    await expect(page.getByText(title).first()).toBeVisible();
  });

  test('a guest is sent to log in, and a seller has no report button on their own sale', async ({
    browser,
  }) => {
    const { seller, sale } = await sellerPageWithSale(browser, 'own-seller', 'Own sale');
    await seller.goto(`/garage-sales/${sale.id}`);
    await expect(seller.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(seller.getByRole('button', { name: 'Report this sale' })).toHaveCount(0);

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/garage-sales/${sale.id}`);
    await guest.getByRole('button', { name: 'Report this sale' }).click();
    await expect(guest).toHaveURL(new RegExp(`/login\\?next=%2Fgarage-sales%2F${sale.id}$`));
  });
});
