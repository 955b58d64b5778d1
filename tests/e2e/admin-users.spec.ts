import { expect, test } from '@playwright/test';
import type { AdminUser } from '../../src/shared/schemas/admin';
import { ADMIN_EMAIL } from './support/admin-account';
import {
  expectNoViolations,
  expectToast,
  openAdminScreen,
  registerSeller,
  rowOf,
  signInAsAdmin,
} from './support/admin-helpers';

test.describe('Admin users', () => {
  test('the first administrator (made at start) promotes a user, then demotes them', async ({
    page,
    request,
  }) => {
    // `request` is the new user's own session.
    const user = await registerSeller(request, 'promoted');
    await openAdminScreen(page, '/admin/users', 'Users');
    for (const column of ['Email', 'Name', 'Role']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }

    // Their own row says 'You' and offers neither Demote nor Delete.
    const own = rowOf(page, ADMIN_EMAIL);
    await expect(own).toContainText('You');
    await expect(own.getByRole('button', { name: `Demote ${ADMIN_EMAIL}` })).toHaveCount(0);
    await expect(own.getByRole('button', { name: `Delete ${ADMIN_EMAIL}` })).toHaveCount(0);

    // The search box narrows the table to them (and keeps doing so while the list is read again).
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.email.toUpperCase());
    await expect(own).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'shown' })).toHaveText('1 shown');

    const row = rowOf(page, user.email);
    await expect(row).toContainText('User');
    await expect(row.getByRole('button', { name: `Demote ${user.email}` })).toHaveCount(0);

    // Promote, after the confirmation; Cancel first changes nothing.
    await row.getByRole('button', { name: `Promote ${user.email}` }).click();
    const promote = page.getByRole('alertdialog', { name: 'Promote user' });
    await promote.getByRole('button', { name: 'Cancel' }).click();
    await expect(promote).toBeHidden();
    expect(await (await request.get('/api/auth/is-admin')).json()).toEqual({ isAdmin: false });
    await row.getByRole('button', { name: `Promote ${user.email}` }).click();
    await promote.getByRole('button', { name: 'Promote', exact: true }).click();
    await expectToast(page, 'User promoted to admin');
    await expect(promote).toBeHidden();
    await expect(row.getByRole('button', { name: `Demote ${user.email}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Promote ${user.email}` })).toHaveCount(0);
    await expect(row).toContainText('Admin');
    // Their session reads the new role on its next request.
    expect(await (await request.get('/api/auth/is-admin')).json()).toEqual({ isAdmin: true });
    expect((await request.get('/api/admin/users')).status()).toBe(200);

    // Demote.
    await row.getByRole('button', { name: `Demote ${user.email}` }).click();
    const demote = page.getByRole('alertdialog', { name: 'Demote admin' });
    await demote.getByRole('button', { name: 'Demote', exact: true }).click();
    await expectToast(page, 'Admin demoted to user');
    await expect(demote).toBeHidden();
    await expect(row.getByRole('button', { name: `Promote ${user.email}` })).toBeVisible();
    expect(await (await request.get('/api/auth/is-admin')).json()).toEqual({ isAdmin: false });
    expect((await request.get('/api/admin/users')).status()).toBe(403);

    const users = (await (await page.request.get('/api/admin/users')).json()) as AdminUser[];
    expect(users.find((u) => u.email === user.email)?.userType).toBe('user');
    expect(users.find((u) => u.email === ADMIN_EMAIL)?.userType).toBe('admin');
  });

  test('deletes a user after the confirmation, and refuses to demote oneself', async ({ page, request }) => {
    const user = await registerSeller(request, 'deleted');
    await signInAsAdmin(page);

    // No button offers it, and the server refuses it too.
    const admins = (await (await page.request.get('/api/admin/users')).json()) as AdminUser[];
    const self = admins.find((u) => u.email === ADMIN_EMAIL) as AdminUser;
    const selfDemote = await page.request.put(`/api/admin/users/${self.id}/demote`);
    expect(selfDemote.status()).toBe(409);
    expect(await selfDemote.json()).toMatchObject({ message: 'You cannot demote yourself' });

    await page.goto('/admin/users');
    const row = rowOf(page, user.email);
    await row.getByRole('button', { name: `Delete ${user.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete user' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'User deleted');
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, user.email)).toHaveCount(0);
    // Their session went with them.
    expect(await (await request.get('/api/auth/me')).json()).toBeNull();
  });

  // Issue 21: administrators never read reset links; they send one to the person's own address, logged.
  test('sends a password-reset link to a user who cannot sign in, and lists it under Account actions', async ({
    page,
    request,
  }) => {
    const user = await registerSeller(request, 'helped');
    await openAdminScreen(page, '/admin/users', 'Users');
    const row = rowOf(page, user.email);
    await row.getByRole('button', { name: `Send a password-reset link to ${user.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send a password-reset link' });
    await expect(confirm).toContainText('you will not see it');
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Send link' }).click();
    await expectToast(page, `A password-reset link was sent to ${user.email}`);
    const logged = page.getByTestId('account-action').filter({ hasText: user.email }).first();
    await expect(logged).toContainText('Sent a password-reset link');
    await expect(logged).toContainText(`By: ${ADMIN_EMAIL}`);
    await expectNoViolations(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: `test-results/screens/admin-users-account-actions-${width}.png`,
        fullPage: true,
      });
    }

    // The Outbox has the mail, its link hidden.
    await page.goto('/admin/outbox');
    await page.getByRole('searchbox', { name: 'Search by address' }).fill(user.email);
    const mail = page.getByRole('row').filter({ hasText: 'Choose a new password' });
    await mail.getByRole('button', { name: /^Read/ }).click();
    await expect(page.getByRole('dialog').getByText(/reset-password\?token=\[hidden\]/)).toBeVisible();
  });
});
