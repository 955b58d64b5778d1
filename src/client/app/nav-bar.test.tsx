// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hardNavigation } from '../lib/session';
import { fakeApi, signedIn, testUser } from '../test-support/accounts';
import { renderWithProviders } from '../test-support/render';
import { NavBar } from './nav-bar';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bar = () => screen.getByRole('navigation', { name: 'Main' });

describe('NavBar', () => {
  it("shows a guest 'Post a Sale'", async () => {
    fakeApi({});
    await renderWithProviders(<NavBar />);
    expect(await within(bar()).findByRole('link', { name: 'Post a Sale' })).toBeTruthy();
    expect(within(bar()).queryByRole('link', { name: 'My Sales' })).toBeNull();
  });

  it('shows the seller links once signed in, and logs out from the phone menu', async () => {
    const to = vi.spyOn(hardNavigation, 'to').mockImplementation(() => {});
    const api = fakeApi({
      ...signedIn(),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    await renderWithProviders(<NavBar />);
    expect(await within(bar()).findByRole('link', { name: 'My Sales' })).toBeTruthy();
    expect(within(bar()).queryByRole('link', { name: 'Post a Sale' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'My Garage Sales' }).getAttribute('href')).toBe(
      '/my-sales',
    );
    fireEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(to).toHaveBeenCalledWith('/'));
    expect(api.sent('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it("shows an admin the admin links in the phone menu under 'Admin Controls'", async () => {
    fakeApi(signedIn({ ...testUser, userType: 'admin', isAdmin: true }));
    await renderWithProviders(<NavBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu') as HTMLElement;
    const group = await within(menu).findByRole('group', { name: 'Admin Controls' });
    expect(within(group).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/admin/users');
    expect(within(menu).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
  });
});
