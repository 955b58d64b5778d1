import { describe, expect, it } from 'vitest';
import { desktopNav, mobileNav } from './nav-items';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('navigation bar (spec §2)', () => {
  it("offers a guest Explore and 'Post a Sale' to /login on desktop", () => {
    const nav = desktopNav(null);
    expect(labels(nav.links)).toEqual(['Explore', 'My Plan']);
    expect(nav.callToAction).toEqual({ label: 'Post a Sale', href: '/login' });
    expect(nav.menu).toEqual([]);
  });

  it('offers a guest Explore Map, My Plan, Report an Issue and Login in the mobile menu', () => {
    expect(mobileNav(null, 'Garage Sales')).toEqual([
      { kind: 'link', label: 'Explore Map', href: '/' },
      { kind: 'link', label: 'My Plan', href: '/plan' },
      { kind: 'link', label: 'Report an Issue', href: '/contact' },
      { kind: 'link', label: 'Login', href: '/login' },
    ]);
  });

  it('gives a signed-in user the seller links and a menu, admin entries only to admins', () => {
    const user = { id: 1, email: 'a@example.org' };
    expect(labels(desktopNav(user).links)).toEqual([
      'Explore',
      'My Plan',
      'My Sales',
      'Favorites',
      'Create Sale',
    ]);
    expect(labels(desktopNav(user).menu)).toEqual([
      'Notifications',
      'Saved searches',
      'Report an Issue',
      'Logout',
    ]);
    expect(labels(desktopNav({ ...user, isAdmin: true }).menu)).toEqual([
      'Notifications',
      'Saved searches',
      'Manage All Sales',
      'Cities',
      'Users',
      'Categories',
      'Neighborhoods',
      'Report an Issue',
      'Logout',
    ]);
    expect(labels(mobileNav(user, 'Yard Sales'))).toEqual([
      'Explore Map',
      'My Plan',
      'My Yard Sales',
      'Favorites',
      'Create Sale',
      'Notifications',
      'Saved searches',
      'Report an Issue',
      'Logout',
    ]);
  });

  it("groups the admin links under 'Admin Controls' in the mobile menu", () => {
    const menu = mobileNav({ id: 1, email: 'a@example.org', isAdmin: true }, 'Garage Sales');
    expect(labels(menu)).toEqual([
      'Explore Map',
      'My Plan',
      'My Garage Sales',
      'Favorites',
      'Create Sale',
      'Notifications',
      'Saved searches',
      'Admin Controls',
      'Report an Issue',
      'Logout',
    ]);
    const group = menu.find((item) => item.kind === 'group');
    expect(group?.kind === 'group' && labels(group.entries)).toEqual([
      'Manage All Sales',
      'Cities',
      'Users',
      'Categories',
      'Neighborhoods',
    ]);
  });
});
