import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { addDaysIso } from '../../../src/shared/dates';
import type { Sale } from '../../../src/shared/schemas/sale';
import { exampleSaleWrite, type SaleWrite } from '../../../src/shared/schemas/sale-form';
import { signInThroughApi, TEST_PASSWORD, uniqueEmail } from './accounts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './admin-account';
import { fetchToday } from './api';

/**
 * Signs `page` in as the instance's first administrator (admin-account.ts). Logins are limited to 30 a minute per address: sign in once per
 * test, never in a loop.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signInThroughApi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** Signs `page` in as the administrator and opens the admin screen at `path`, waiting for its title. */
export async function openAdminScreen(page: Page, path: string, heading: string): Promise<void> {
  await signInAsAdmin(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** A unique name for what a test creates (cities, categories...), so tests never share data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

/**
 * A new plain account signed in on `request` (a context of its own, so the page's admin session is left
 * alone). Registering is not a login: the login limit is not touched.
 */
export async function registerSeller(
  request: APIRequestContext,
  prefix = 'seller',
): Promise<{ id: number; email: string }> {
  const email = uniqueEmail(prefix);
  const response = await request.post('/api/auth/register', {
    data: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, agreeTerms: true },
  });
  if (!response.ok()) throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return { id: ((await response.json()) as { id: number }).id, email };
}

/** A sale of the account signed in on `request`, running today and tomorrow unless told otherwise. */
export async function createSaleAs(
  request: APIRequestContext,
  overrides: Partial<SaleWrite> & { title: string },
  startOffset = 0,
): Promise<Sale> {
  const today = await fetchToday(request);
  const cities = (await (await request.get('/api/cities')).json()) as string[];
  const categories = (await (await request.get('/api/categories')).json()) as { id: number }[];
  const response = await request.post('/api/garage-sales', {
    data: exampleSaleWrite(addDaysIso(today, startOffset), {
      city: cities.includes('Stony Plain') ? 'Stony Plain' : (cities[0] ?? ''),
      categoryIds: categories.slice(0, 2).map((category) => category.id),
      ...overrides,
    }),
  });
  if (response.status() !== 201) {
    throw new Error(`create sale failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Sale;
}

/**
 * A new seller signed in on `request` with one sale (today and tomorrow) named `titlePrefix` and a unique
 * suffix: what an administrator's screens are tried on.
 */
export async function sellerWithSale(request: APIRequestContext, prefix: string, titlePrefix: string) {
  const seller = await registerSeller(request, prefix);
  const title = uniqueName(titlePrefix);
  return { seller, title, sale: await createSaleAs(request, { title }) };
}

/** The toast saying `text` (only one shows at once, but a closing one may linger in the page). */
export async function expectToast(page: Page, text: string | RegExp): Promise<Locator> {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast.first()).toBeVisible();
  return toast.first();
}

/** The table row holding `text` (names are unique per test, so one row). */
export function rowOf(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** An axe scan of the page as it is now: no violations. */
export async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
