import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerThroughApi } from './support/accounts';
import { linkIn, waitForMail } from './support/mailbox';

const NEW_PASSWORD = 'Newer4567';

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Pages at a phone's and a desktop's width, for the record (test-results/). */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
}

// Issue 12: the reset by mail, end to end, through a real SMTP server (tests/e2e/support/e2e-server.ts).
test.describe('Password reset by mail', () => {
  test('forgot password → mail → new password; old sessions end and the link works once', async ({
    page,
    browser,
  }) => {
    // The owner's other browser, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const account = await registerThroughApi(otherPage, 'reset');
    expect((await (await otherPage.request.get('/api/auth/me')).json())?.email).toBe(account.email);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectNoViolations(page);
    await screenshots(page, 'forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses this address');

    const mail = await waitForMail(account.email, 'Choose a new password');
    expect(mail.html).toContain('Choose a new password');
    const link = linkIn(mail, '/reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoViolations(page);
    await screenshots(page, 'reset-password');
    // The registration rules, with their messages.
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/auth/me')).json())?.email).toBe(account.email);

    // The other browser's session ended with the old password.
    expect(await (await otherPage.request.get('/api/auth/me')).json()).toBeNull();
    const old = await otherPage.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    const fresh = await otherPage.request.post('/api/auth/login', {
      data: { email: account.email, password: NEW_PASSWORD },
    });
    expect(fresh.status()).toBe(200);
    await other.close();

    // The same link a second time: said as the page opens, with no form to fill in for nothing.
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText(
      'This reset link has expired or was already used. Ask for a new one.',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  test('a mangled reset link says so at once, in words without a field name', async ({ page }) => {
    await page.goto('/reset-password?token=bogus');
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incomplete. Open the link from the email again.Ask for a new link',
    );
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await expectNoViolations(page);
  });

  test('a new account sees the confirm banner until it follows the mailed link', async ({ page }) => {
    const account = await registerThroughApi(page, 'confirm');
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Confirm your email address' });
    await expect(banner).toContainText(`we sent a link to ${account.email}`);
    await expectNoViolations(page);
    await screenshots(page, 'confirm-banner');
    const mail = await waitForMail(account.email, 'Confirm your email address');
    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page.getByRole('status')).toContainText(`${account.email} is confirmed`);
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Go to the sales' }).click();
    await expect(page.getByRole('region', { name: 'Confirm your email address' })).toHaveCount(0);
  });
});

// Issue 21: wrong passwords for one account from many addresses (three workers, a new address each time,
// given as X-Forwarded-For: the sellers' instance trusts its loopback proxy). The owner's new browser is
// told to read their mail, follows the link, and is remembered: its password alone lets it in afterwards.
test.describe('Signing in while the account is attacked', () => {
  test('the owner gets a sign-in link by mail, and that browser is remembered', async ({
    browser,
    request,
  }) => {
    const setup = await browser.newContext();
    const account = await registerThroughApi(await setup.newPage(), 'attacked');
    await setup.close();

    let attacking = true;
    let sent = 0;
    const answers: number[] = [];
    const attacker = async (worker: number) => {
      while (attacking) {
        sent += 1;
        const response = await request.post('/api/auth/login', {
          data: { email: account.email, password: `Wrong${sent}guess` },
          headers: { 'x-forwarded-for': `203.0.${worker}.${sent % 250}` },
        });
        answers.push(response.status());
      }
    };
    const attack = [1, 2, 3].map(attacker);
    try {
      // Under way once attempts are refused a turn (anything but a plain 401).
      await expect.poll(() => answers.some((status) => status !== 401), { timeout: 30_000 }).toBe(true);

      // A new browser with the right password. Between two attackers' turns it may be let in, slowed
      // (then a fresh browser tries again); it is never refused.
      let page: Page | undefined;
      for (let attempt = 0; attempt < 3 && !page; attempt += 1) {
        const context = await browser.newContext();
        const tried = await context.newPage();
        await tried.goto('/login');
        await tried.getByLabel('Email').fill(account.email);
        await tried.getByLabel('Password').fill(account.password);
        await tried.getByRole('button', { name: 'Login' }).click();
        const told = tried.getByRole('status').filter({ hasText: 'Check your email to sign in' });
        await expect(told.or(tried.getByRole('heading', { level: 2 }).first())).toBeVisible();
        if (await told.isVisible()) page = tried;
        else await context.close();
      }
      if (!page) throw new Error('the owner was never told to use a sign-in link');
      await expect(page.getByRole('status')).toContainText('If the password was right, we have emailed');
      await expect(page).toHaveURL(/\/login$/);
      await expectNoViolations(page);
      await screenshots(page, 'login-sign-in-link-sent');

      const mail = await waitForMail(account.email, 'Your sign-in link');
      expect(mail.text).toContain('many failed sign-in attempts');
      await page.goto(linkIn(mail, '/sign-in'));
      await expect(page.getByRole('heading', { name: 'Sign in with your link' })).toBeVisible();
      await expectNoViolations(page);
      await screenshots(page, 'sign-in-link');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await (await page.request.get('/api/auth/me')).json())?.email).toBe(account.email);

      // Signed out, the same browser signs in with its password alone while the attack goes on.
      expect((await page.request.post('/api/auth/logout')).status()).toBe(204);
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect((await (await page.request.get('/api/auth/me')).json())?.email).toBe(account.email);
    } finally {
      attacking = false;
      await Promise.all(attack);
    }
    expect(answers.filter((status) => status !== 401 && status !== 202)).toEqual([]);
  });
});
