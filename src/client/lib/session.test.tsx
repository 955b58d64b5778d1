// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss } from '../components/ui/use-toast';
import { fakeApi, signedIn, testUser } from '../test-support/accounts';
import { json, renderWithProviders } from '../test-support/render';
import { hardNavigation, useLogout, useSession } from './session';

afterEach(() => {
  cleanup();
  dismiss();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe() {
  const { user, isLoading } = useSession();
  const logout = useLogout();
  if (isLoading) return <p>loading</p>;
  return (
    <>
      <p>{user ? `${user.email} admin=${user.isAdmin}` : 'guest'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Logout
      </button>
    </>
  );
}

describe('useSession', () => {
  it('reads a null answer of /api/auth/me as a guest, without asking is-admin', async () => {
    const api = fakeApi({});
    await renderWithProviders(<Probe />);
    expect(await screen.findByText('guest')).toBeTruthy();
    expect(api.sent('GET', '/api/auth/is-admin')).toHaveLength(0);
  });

  it('takes the admin role from /api/auth/is-admin', async () => {
    fakeApi({
      ...signedIn({ ...testUser, isAdmin: false }),
      'GET /api/auth/is-admin': json({ isAdmin: true }),
    });
    await renderWithProviders(<Probe />);
    expect(await screen.findByText(`${testUser.email} admin=true`)).toBeTruthy();
  });

  it('counts a 401 or a failure of is-admin as not admin (spec §6)', async () => {
    for (const answer of [json({ message: 'no' }, 401), json({ message: 'down' }, 500)]) {
      fakeApi({ ...signedIn({ ...testUser, isAdmin: true }), 'GET /api/auth/is-admin': answer });
      await renderWithProviders(<Probe />);
      expect(await screen.findByText(`${testUser.email} admin=false`)).toBeTruthy();
      cleanup();
    }
  });

  it('reads a 401 of /api/auth/me as a guest', async () => {
    fakeApi({ 'GET /api/auth/me': json({ message: 'Please log in' }, 401) });
    await renderWithProviders(<Probe />);
    expect(await screen.findByText('guest')).toBeTruthy();
  });
});

describe('useLogout', () => {
  it('posts the logout, clears the user and loads / afresh (spec §4)', async () => {
    const to = vi.spyOn(hardNavigation, 'to').mockImplementation(() => {});
    const api = fakeApi({
      ...signedIn(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await renderWithProviders(<Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/'));
    expect(api.sent('POST', '/api/auth/logout')).toHaveLength(1);
    expect(screen.getByText('guest')).toBeTruthy();
  });

  it("says 'Logout failed' and stays when the call fails", async () => {
    const to = vi.spyOn(hardNavigation, 'to').mockImplementation(() => {});
    fakeApi({ ...signedIn(), 'POST /api/auth/logout': json({ message: 'down' }, 500) });
    await renderWithProviders(<Probe />);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Logout failed',
        description: 'An error occurred while logging out.',
        variant: 'destructive',
      }),
    );
    expect(to).not.toHaveBeenCalled();
  });
});
