import { describe, expect, it } from 'vitest';
import { productNounOf } from '../lib/config';
import { testT } from '../test-support/i18n';
import { desktopNav, mobileNav } from './nav-items';

const en = testT('en', 'shell');

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);

describe('navigation bar (spec §2)', () => {
  it("offers a guest Explore and 'Post a Sale' to /login on desktop", () => {
    const nav = desktopNav(null, en);
    expect(labels(nav.links)).toEqual(['Explore', 'My Plan']);
    expect(nav.callToAction).toEqual({ label: 'Post a Sale', href: '/login' });
    expect(nav.menu).toEqual([]);
  });

  it('offers a guest Explore Map, My Plan, Report an Issue and Login in the mobile menu', () => {
    expect(mobileNav(null, productNounOf('garage sales'), en)).toEqual([
      { kind: 'link', label: 'Explore Map', href: '/' },
      { kind: 'link', label: 'My Plan', href: '/plan' },
      { kind: 'link', label: 'Report an Issue', href: '/contact' },
      { kind: 'link', label: 'Login', href: '/login' },
    ]);
  });

  it('gives a signed-in user the seller links and a menu, admin entries only to admins', () => {
    const user = { id: 1, email: 'a@example.org' };
    expect(labels(desktopNav(user, en).links)).toEqual([
      'Explore',
      'My Plan',
      'My Sales',
      'Favorites',
      'Create Sale',
    ]);
    expect(labels(desktopNav(user, en).menu)).toEqual([
      'Notifications',
      'Saved searches',
      'Report an Issue',
      'Logout',
    ]);
    expect(labels(desktopNav({ ...user, isAdmin: true }, en).menu)).toEqual([
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
    expect(labels(mobileNav(user, productNounOf('yard sales'), en))).toEqual([
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

  it("leads an event's organizer who is not an administrator to their sale days (issue 25)", () => {
    const organizer = { id: 2, email: 'o@example.org', organizesEvents: true };
    const mySaleDays = { kind: 'link', label: 'My sale days', href: '/admin/events' };
    expect(desktopNav(organizer, en).menu).toContainEqual(mySaleDays);
    expect(mobileNav(organizer, productNounOf('garage sales'), en)).toContainEqual(mySaleDays);
    // An administrator has the events among the admin screens; a seller who organizes nothing has no entry.
    expect(desktopNav({ ...organizer, isAdmin: true }, en).menu).not.toContainEqual(mySaleDays);
    expect(desktopNav({ ...organizer, organizesEvents: false }, en).menu).not.toContainEqual(mySaleDays);
  });

  it("groups the admin links under 'Admin Controls' in the mobile menu", () => {
    const menu = mobileNav(
      { id: 1, email: 'a@example.org', isAdmin: true },
      productNounOf('garage sales'),
      en,
    );
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

  it('speaks French on a French page, the noun in its French form', () => {
    const fr = testT('fr', 'shell');
    const user = { id: 1, email: 'a@example.org', isAdmin: true };
    expect(labels(desktopNav(null, fr).links)).toEqual(['Explorer', 'Mon plan']);
    expect(desktopNav(null, fr).callToAction).toEqual({ label: 'Publier une vente', href: '/login' });
    const menu = mobileNav(user, productNounOf('ventes de garage', 'fr'), fr);
    expect(labels(menu).slice(0, 3)).toEqual(['Explorer la carte', 'Mon plan', 'Mes ventes de garage']);
    expect(labels(menu)).toContain('Administration');
    expect(labels(menu).at(-1)).toBe('Déconnexion');
  });
});
