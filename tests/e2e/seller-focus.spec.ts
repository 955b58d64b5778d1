import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, TEST_PASSWORD } from './support/accounts';
import { screensDir } from './support/screens';
import { categoryNames, createSaleThroughApi, dayGroup, next, stepHeading, toastBox } from './support/wizard';

/**
 * Issue 22: where the focus goes (never to the page's start), what screen readers hear, and the words
 * a seller meets on the way: the confirm banner, the sign-in gate, the terms.
 */

const SCREENS = screensDir('w22-seller');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
});

const focusIsOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test('a failed Locate keeps the focus on Locate; the pin moves with the arrow keys', async ({ page }) => {
  await registerThroughApi(page);
  const [category] = await categoryNames(page);
  await page.goto('/create-sale');
  await page.getByLabel('Title').fill('Arrow key sale');
  await page.getByLabel(category?.name ?? '').click();
  await next(page, 'Location');
  await page.getByLabel('Street address').fill('1 Nowhere Road');
  await page.getByLabel('City').selectOption('Stony Plain');
  const locate = page.getByRole('button', { name: 'Locate' });
  await locate.click();
  await expect(toastBox(page).getByText('Geocoding Failed')).toBeVisible();
  await expect(locate).toBeFocused();

  await page.getByRole('button', { name: 'Place pin at map centre' }).click();
  const pin = page.getByTestId('location-map').getByRole('button', { name: /Sale location/ });
  const position = page.getByTestId('pin-position');
  const pinAt = async () =>
    ((await position.textContent()) ?? '').replace('Pin at ', '').split(', ').map(Number);
  const [lat, lng] = await pinAt();
  await pin.focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).not.toHaveText(`Pin at ${lat?.toFixed(5)}, ${lng?.toFixed(5)}`);
  const [, east] = await pinAt();
  expect(east).toBeGreaterThan(lng ?? 0);
  await page.keyboard.press('ArrowDown');
  await expect(position).not.toHaveText(new RegExp(`^Pin at ${lat?.toFixed(5)}, `));
  const [south] = await pinAt();
  expect(south).toBeLessThan(lat ?? 0);
  await expect(pin).toBeFocused();
});

test('step 4 sends the focus to the wrong End time, and the steps are told once with their state', async ({
  page,
}) => {
  await registerThroughApi(page);
  const { sale, today } = await createSaleThroughApi(page);
  await page.goto(`/edit-sale/${sale.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(sale.title);
  const bar = page.getByRole('progressbar', { name: 'Progress' });
  await expect(bar).toHaveAttribute('aria-valuetext', 'Step 1 of 5: Basic Info');
  for (const step of ['Location', 'Dates', 'Schedule']) await next(page, step);
  await expect(bar).toHaveAttribute('aria-valuetext', 'Step 4 of 5: Schedule');
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'Basic Info, done',
    'Location, done',
    'Dates, done',
    'Schedule, current step',
    'Photos, not done yet',
  ]);

  const [, second] = sale.schedule;
  const day = dayGroup(page, second?.date ?? today);
  await day.getByLabel('End time').selectOption('07:00');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const end = day.getByLabel('End time');
  await expect(end).toBeFocused();
  await expect(end).toHaveAccessibleDescription('End time must be after start time');
  await expect(stepHeading(page, 'Schedule')).toBeVisible();
});

test("My Sales' dialogs give the focus back to the button that opened them (Escape, Cancel)", async ({
  page,
}) => {
  await registerThroughApi(page);
  const { sale } = await createSaleThroughApi(page);
  await page.goto('/my-sales');
  const card = page.locator(`[data-testid="my-sale-card"][data-sale-id="${sale.id}"]`);
  for (const [opener, dialogName] of [
    [/^Mark Complete/, 'Mark as Completed'],
    [/^Delete/, 'Confirm Deletion'],
  ] as const) {
    const button = card.getByRole('button', { name: opener });
    const dialog = page.getByRole('alertdialog', { name: dialogName });
    await button.click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/my-sales-375-${dialogName.replaceAll(' ', '-')}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  }
});

test('a failed login submitted with the mouse keeps the focus on Login', async ({ page }) => {
  const account = await registerThroughApi(page, 'focus-login');
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(`${TEST_PASSWORD}x`);
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await login.click();
  await expect(toastBox(page).getByText('Login failed')).toBeVisible();
  await expect(login).toBeFocused();
  expect(await focusIsOnBody(page)).toBe(false);
});

test('the confirm banner keeps the address whole on a phone', async ({ page }) => {
  // Short enough for a line of its own at 375 px, too long to end the line "we sent a link to" starts.
  const account = await registerThroughApi(page, 'bn');
  await page.goto('/my-sales');
  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  const address = banner.getByText(account.email, { exact: true });
  await expect(address).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/confirm-banner-375.png` });
  // Text broken across lines has one box per line.
  const lines = await address.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

test("a guest's My Sales goes straight to the login screen, which says why; the terms are there to read", async ({
  page,
}) => {
  // Watches the whole visit: did 'Authentication required' ever show on /my-sales itself?
  await page.addInitScript(() => {
    const flashes: string[] = [];
    (window as unknown as { flashes: string[] }).flashes = flashes;
    new MutationObserver(() => {
      if (
        location.pathname === '/my-sales' &&
        document.body?.textContent?.includes('Authentication required')
      )
        flashes.push(location.pathname);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/my-sales');
  await expect(page).toHaveURL(/\/login\?next=%2Fmy-sales$/);
  const notice = page.getByRole('alert').filter({ hasText: 'Authentication required' });
  await expect(notice).toContainText('Please sign in to view your garage sales');
  expect(await page.evaluate(() => (window as unknown as { flashes: string[] }).flashes)).toEqual([]);

  await page.getByRole('tab', { name: 'Register' }).click();
  const terms = page.getByRole('link', { name: 'terms and conditions' });
  await expect(terms).toHaveAttribute('href', '/terms');
  await expect(terms).toHaveAccessibleDescription('Opens in a new tab');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(tab.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(tab.getByTestId('terms-text')).toContainText(
    'By creating an account you agree to these terms.',
  );
  await tab.close();
  // The form kept what was typed: the terms opened beside it.
  await expect(page.getByRole('checkbox', { name: /I agree to the terms and conditions/ })).toBeChecked();
});
