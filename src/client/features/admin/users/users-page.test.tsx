// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type AdminUser,
  LOGIN_THROTTLE_CLEARED,
  passwordResetLinkSent,
} from '../../../../shared/schemas/admin';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import {
  expectAccessDenied,
  failureToastSays,
  inFrench,
  plain,
  resetAfterEach,
  rowOf,
} from '../../../test-support/admin-screens';
import { json, renderWithProviders } from '../../../test-support/render';
import { USERS_SHOWN_LIMIT } from './user-search';
import { UsersPage } from './users-page';

const users: AdminUser[] = [
  {
    id: 1,
    email: 'ada@example.org',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userType: 'admin',
    createdAt: '2026-01-15T10:00:00.000Z',
    saleCount: 0,
  },
  {
    id: 2,
    email: 'bob@example.org',
    firstName: null,
    lastName: null,
    userType: 'user',
    createdAt: '2026-03-02T10:00:00.000Z',
    saleCount: 3,
  },
  {
    id: 3,
    email: 'cy@example.org',
    firstName: 'Cy',
    lastName: null,
    userType: 'admin',
    createdAt: '2026-04-20T10:00:00.000Z',
    saleCount: 1,
  },
];

resetAfterEach();

const row = rowOf;

/** The emails of the table's rows, in order. */
const bodyEmails = () =>
  screen
    .getAllByRole('row')
    .map((tr) => tr.getAttribute('data-user-id') && tr.querySelector('td')?.textContent)
    .filter(Boolean);

/** The users screen for an administrator; the fake API lists `users` and gives the `more` answers too. */
async function renderUsers(more: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/users': json(users), ...more });
  const { client } = await renderWithProviders(<UsersPage />);
  return { api, client };
}

async function confirmIn(title: string, button: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  fireEvent.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}

describe('UsersPage', () => {
  it('lists the users with their role, and no buttons on your own row', async () => {
    await renderUsers();
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'bob@example.org' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Email', 'Name', 'Role', 'Joined', 'Sales', 'Actions']);
    const own = within(row('ada@example.org'));
    expect(own.getByText('You')).toBeTruthy();
    expect(own.queryAllByRole('button')).toHaveLength(0);
    expect(own.getByText('Ada Lovelace')).toBeTruthy();
    expect(own.getByText('Admin')).toBeTruthy();
    const bob = within(row('bob@example.org'));
    expect(bob.getByText('User')).toBeTruthy();
    expect(bob.getByRole('button', { name: 'Promote bob@example.org' })).toBeTruthy();
    expect(bob.queryByRole('button', { name: /Demote/ })).toBeNull();
    expect(bob.getByRole('button', { name: 'Delete bob@example.org' })).toBeTruthy();
    expect(bob.getByText('Mar 2, 2026')).toBeTruthy();
    const cy = within(row('cy@example.org'));
    expect(cy.getByRole('button', { name: 'Demote cy@example.org' })).toBeTruthy();
    expect(cy.queryByRole('button', { name: /Promote/ })).toBeNull();
  });

  it('promotes a user after the confirmation and reads the list again', async () => {
    let list = users;
    const { api } = await renderUsers({
      'GET /api/admin/users': () => json(list),
      'PUT /api/admin/users/2/promote': () => {
        list = users.map((u) => (u.id === 2 ? { ...u, userType: 'admin' as const } : u));
        return json({ id: 2, userType: 'admin' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Promote bob@example.org' }));
    const dialog = await confirmIn('Promote user', 'Promote');
    expect(dialog.textContent).toContain('bob@example.org');
    await screen.findByRole('button', { name: 'Demote bob@example.org' });
    expect(api.sent('PUT', '/api/admin/users/2/promote')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('User promoted to admin');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("clears a user's failed logins after the confirmation (issue 12)", async () => {
    const { api } = await renderUsers({
      'POST /api/admin/users/2/clear-login-throttle': json({ message: LOGIN_THROTTLE_CLEARED }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear failed logins of bob@example.org' }));
    const dialog = await confirmIn('Clear failed logins', 'Clear');
    expect(dialog.textContent).toContain('bob@example.org');
    await waitFor(() => expect(api.sent('POST', '/api/admin/users/2/clear-login-throttle')).toHaveLength(1));
    await waitFor(() => expect(currentToasts()[0]?.title).toBe(LOGIN_THROTTLE_CLEARED));
  });

  it('sends a password-reset link to the person after the confirmation, and lists it under Account actions (issue 21)', async () => {
    let logged: unknown[] = [];
    const { api } = await renderUsers({
      'GET /api/admin/account-actions': () => json(logged),
      'POST /api/admin/users/2/password-reset-link': () => {
        logged = [
          {
            id: 1,
            adminEmail: testAdmin.email,
            action: 'password-reset-link',
            userEmail: 'bob@example.org',
            createdAt: '2026-06-12T15:04:00.000Z',
          },
        ];
        return json({ message: passwordResetLinkSent('bob@example.org') }, 202);
      },
    });
    expect(await screen.findByText('No account actions yet.')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send a password-reset link to bob@example.org' }),
    );
    const dialog = await confirmIn('Send a password-reset link', 'Send link');
    expect(dialog.textContent).toContain('you will not see it');
    await waitFor(() => expect(api.sent('POST', '/api/admin/users/2/password-reset-link')).toHaveLength(1));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Reset link sent',
        description: passwordResetLinkSent('bob@example.org'),
      }),
    );
    const entry = await screen.findByTestId('account-action');
    expect(entry.textContent).toContain('Sent a password-reset link');
    expect(entry.textContent).toContain('Account: bob@example.org');
    expect(entry.textContent).toContain(`By: ${testAdmin.email}`);
  });

  it('demotes an admin and shows the server message when refused', async () => {
    const { api } = await renderUsers({
      'PUT /api/admin/users/3/demote': json({ message: 'The last administrator cannot be demoted' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Demote cy@example.org' }));
    await confirmIn('Demote admin', 'Demote');
    await failureToastSays('The last administrator cannot be demoted');
    expect(api.sent('PUT', '/api/admin/users/3/demote')).toHaveLength(1);
  });

  it("falls back to 'Failed to demote admin' when the server says nothing useful", async () => {
    await renderUsers({
      'PUT /api/admin/users/3/demote': json({ message: 'boom' }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Demote cy@example.org' }));
    await confirmIn('Demote admin', 'Demote');
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Failed to demote admin'));
  });

  it('deletes a user after the confirmation and refreshes the sale lists', async () => {
    let list = users;
    const { api, client } = await renderUsers({
      'GET /api/admin/users': () => json(list),
      'DELETE /api/admin/users/2': () => {
        list = users.filter((u) => u.id !== 2);
        return json({ message: 'User deleted' });
      },
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bob@example.org' }));
    const dialog = await confirmIn('Delete user', 'Delete');
    expect(dialog.textContent).toContain('cannot be undone');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'bob@example.org' })).toBeNull());
    expect(api.sent('DELETE', '/api/admin/users/2')).toHaveLength(1);
    expect(currentToasts()[0]?.title).toBe('User deleted');
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['/api/admin/users', '/api/admin/sales', '/api/garage-sales']),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const { api } = await renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete bob@example.org' }));
    await confirmIn('Delete user', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('finds users by email or name as one types, and says when none match', async () => {
    await renderUsers();
    await screen.findByRole('cell', { name: 'bob@example.org' });
    expect(screen.getByRole('status').textContent).toBe('3 shown');
    const search = screen.getByRole('searchbox', { name: 'Search users' });

    fireEvent.change(search, { target: { value: '  ada LOVE ' } });
    expect(bodyEmails()).toEqual(['ada@example.org']);
    expect(screen.getByRole('status').textContent).toBe('1 shown');

    fireEvent.change(search, { target: { value: 'bob@' } });
    expect(bodyEmails()).toEqual(['bob@example.org']);

    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(screen.getByRole('cell', { name: 'No users match "nobody"' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 shown');

    fireEvent.change(search, { target: { value: '' } });
    expect(bodyEmails()).toHaveLength(3);
  });

  it(`draws at most ${USERS_SHOWN_LIMIT} rows and says how to find the others`, async () => {
    const many: AdminUser[] = Array.from({ length: USERS_SHOWN_LIMIT + 50 }, (_, i) => ({
      ...(users[1] as AdminUser),
      id: 100 + i,
      email: `neighbour${String(i).padStart(3, '0')}@example.org`,
    }));
    fakeApi({
      ...signedIn(testAdmin),
      'GET /api/admin/users': json(many),
      'GET /api/admin/account-actions': json([]),
    });
    await renderWithProviders(<UsersPage />);
    await screen.findByRole('cell', { name: 'neighbour000@example.org' });
    expect(bodyEmails()).toHaveLength(USERS_SHOWN_LIMIT);
    expect(screen.getByRole('status').textContent).toBe(`${USERS_SHOWN_LIMIT} of ${many.length} shown`);
    expect(screen.getByText(/Search by email or name to find the others/)).toBeTruthy();
    expect(screen.queryByRole('cell', { name: 'neighbour249@example.org' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), {
      target: { value: 'neighbour249' },
    });
    expect(bodyEmails()).toEqual(['neighbour249@example.org']);
    expect(screen.queryByText(/to find the others/)).toBeNull();
  });

  it('speaks French on a French page: the table, the buttons, the confirmation and the log', async () => {
    inFrench('/admin/users');
    await renderUsers({
      'GET /api/admin/account-actions': json([
        {
          id: 1,
          adminEmail: testAdmin.email,
          action: 'login-throttle-cleared',
          userEmail: 'bob@example.org',
          createdAt: new Date(2026, 5, 12, 15, 4).toISOString(),
        },
      ]),
      'POST /api/admin/users/2/clear-login-throttle': json({ message: 'Connexions échouées oubliées' }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeTruthy();
    await screen.findByRole('cell', { name: 'bob@example.org' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Courriel', 'Nom', 'Rôle', 'Inscription', 'Ventes', 'Actions']);
    expect(within(row('ada@example.org')).getByText('Vous')).toBeTruthy();
    const bob = within(row('bob@example.org'));
    expect(bob.getByText('Utilisateur')).toBeTruthy();
    expect(plain(bob.getByText(/2 mars 2026/).textContent)).toContain('2 mars 2026');
    expect(screen.getByRole('status').textContent).toBe('3 affichés');
    expect(screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs' })).toBeTruthy();

    fireEvent.click(bob.getByRole('button', { name: 'Effacer les connexions échouées de bob@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Effacer les connexions échouées' });
    expect(dialog.textContent).toContain('Oublier les tentatives de connexion échouées sur bob@example.org?');
    await confirmIn('Effacer les connexions échouées', 'Effacer');
    // The toast's title is the shared message, in French.
    await waitFor(() =>
      expect(plain(currentToasts()[0]?.title)).toBe(
        'Connexions échouées oubliées : la personne peut se connecter dès maintenant',
      ),
    );

    const entry = await screen.findByTestId('account-action');
    expect(plain(entry.textContent)).toContain('Connexions échouées effacées');
    expect(plain(entry.textContent)).toContain('Compte : bob@example.org');
    expect(plain(entry.textContent)).toContain('12 juin 2026, 15 h 04');
  });

  it("shows 'Failed to load users' when the list fails", async () => {
    fakeApi({ ...signedIn(testAdmin), 'GET /api/admin/users': json({ message: 'down' }, 500) });
    await renderWithProviders(<UsersPage />);
    expect(await screen.findByRole('heading', { name: 'Failed to load users' })).toBeTruthy();
  });

  it("shows 'Access Denied' to a user who is not an administrator, and asks nothing", async () => {
    await expectAccessDenied('/api/admin/users', json(users), () => renderWithProviders(<UsersPage />));
  });
});
