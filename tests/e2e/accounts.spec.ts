import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi, TEST_PASSWORD, uniqueEmail } from './support/accounts';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The message tied to a field (aria-describedby), as a screen reader announces it. */
async function messageOf(page: Page, label: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.filter((text) => text && !text.startsWith('At least')).join(' | ');
}

function toast(page: Page) {
  return page.getByTestId('toast');
}

async function openRegister(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Register' }).click();
  return page.getByRole('form', { name: 'Register' });
}

test.describe('Accounts', () => {
  test('the login screen has no navigation bar, a guest link, and no axe violations on either tab', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Continue as Guest' })).toHaveAttribute('href', '/');
    await expectNoViolations(page);
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('checkbox', { name: 'I agree to the terms and conditions' })).toBeChecked();
    await expectNoViolations(page);
    // With every message showing.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expectNoViolations(page);
  });

  test('register shows each rule of spec §5 under its field, then signs the new user in', async ({
    page,
    request,
  }) => {
    const form = await openRegister(page);
    const submit = form.getByRole('button', { name: 'Create account' });

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('short');
    await submit.click();
    expect(await messageOf(page, 'Email')).toBe('Invalid email address');
    expect(await messageOf(page, 'Password')).toBe('Password must be at least 8 characters');
    expect(await messageOf(page, 'Confirm password')).toBe('Please confirm your password');

    const email = uniqueEmail('register');
    await form.getByLabel('Email').fill(email);
    for (const [password, message] of [
      ['lowercase1', 'Password must contain at least one uppercase letter'],
      ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
      ['NoDigitsHere', 'Password must contain at least one number'],
    ] as const) {
      await form.getByLabel('Password', { exact: true }).fill(password);
      await submit.click();
      await expect.poll(() => messageOf(page, 'Password')).toBe(message);
    }

    await form.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await form.getByLabel('Confirm password').fill(`${TEST_PASSWORD}x`);
    await submit.click();
    await expect.poll(() => messageOf(page, 'Confirm password')).toBe('Passwords do not match');

    await form.getByLabel('Confirm password').fill(TEST_PASSWORD);
    const terms = form.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await terms.uncheck();
    await submit.click();
    await expect(form.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expect(terms).toHaveAttribute('aria-invalid', 'true');

    // An address someone else registered already: the server's message.
    const taken = uniqueEmail('taken');
    const first = await request.post('/api/auth/register', {
      data: { email: taken, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD, agreeTerms: true },
    });
    expect(first.status()).toBe(201);
    await terms.check();
    await form.getByLabel('Email').fill(taken.toUpperCase());
    await submit.click();
    await expect(toast(page)).toContainText('An account with this email already exists');
    await expect(page).toHaveURL(/\/login/);

    await form.getByLabel('Email').fill(email);
    await submit.click();
    await expect(toast(page)).toContainText('Registration successful');
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My Sales' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Post a Sale' })).toHaveCount(0);
  });

  test('login refuses a wrong password, then goes on to ?next=; logout hard-navigates to /', async ({
    page,
    browser,
  }) => {
    // The account is made in another browser context, so this page starts signed out.
    const other = await browser.newPage();
    const { email } = await registerThroughApi(other);
    await other.close();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login?next=%2Ffavorites');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    expect(await messageOf(page, 'Email')).toBe('Email is required');
    expect(await messageOf(page, 'Password')).toBe('Password is required');

    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('Wrong-password-1');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page)).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login/);

    // Only email and password travel.
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/auth/login'));
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await form.getByRole('button', { name: 'Login' }).click();
    expect(Object.keys((await sent).postDataJSON()).sort()).toEqual(['email', 'password']);
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(toast(page)).toContainText('Welcome back');

    // Signed in, /login sends the user away.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Explore', 'My Plan', 'My Sales', 'Favorites', 'Create Sale']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(`Signed in as ${email}`);
    await expect(menu.getByRole('menuitem', { name: 'Report an Issue' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage All Sales' })).toHaveCount(0);
    const navigation = page.waitForEvent('framenavigated');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await navigation;
    await expect(toast(page)).toContainText('You have been logged out.');
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Post a Sale' })).toBeVisible();
    const me = await page.request.get('/api/auth/me');
    expect(await me.json()).toBeNull();
  });

  test('the phone menu, signed in, holds the seller entries and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerThroughApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const labels = await menu.getByRole('listitem').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual([
      'Explore Map',
      'My Plan',
      'My Garage Sales',
      'Favorites',
      'Create Sale',
      'Notifications',
      'Saved searches',
      'Report an Issue',
      'Logout',
      // The language switch (decision 0025), named in the page's language, the other language's name shown.
      'Language:\nFrançais',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoViolations(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test("the phone menu shows an admin the admin links under 'Admin Controls'", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await registerThroughApi(page);
    // The menu is the client's concern: the admin role is faked at the is-admin call it reads.
    await page.route('**/api/auth/is-admin', (route) => route.fulfill({ json: { isAdmin: true } }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const group = page.locator('#mobile-menu').getByRole('group', { name: 'Admin Controls' });
    await expect(group).toBeVisible();
    expect(await group.getByRole('link').allInnerTexts()).toEqual([
      'Manage All Sales',
      'Cities',
      'Users',
      'Categories',
      'Neighborhoods',
    ]);
    await expectNoViolations(page);
  });
});
