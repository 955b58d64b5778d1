import type { CurrentUser } from '../lib/session';

export type NavEntry = { kind: 'link'; label: string; href: string } | { kind: 'logout'; label: 'Logout' };

const link = (label: string, href: string): NavEntry => ({ kind: 'link', label, href });
const logout: NavEntry = { kind: 'logout', label: 'Logout' };
/** The Saturday planner (issue 11), for guests too: their plan is kept in the browser. */
const plan = link('My Plan', '/plan');

const ADMIN_LINKS: NavEntry[] = [
  link('Manage All Sales', '/admin/sales'),
  link('Cities', '/admin/cities'),
  link('Users', '/admin/users'),
  link('Categories', '/admin/categories'),
  link('Neighborhoods', '/admin/neighborhoods'),
];

/** The account's own screens (issue 12): its mail and its saved searches. */
const ACCOUNT_LINKS: NavEntry[] = [
  link('Notifications', '/account/notifications'),
  link('Saved searches', '/account/saved-searches'),
];

export interface DesktopNav {
  links: NavEntry[];
  /** The highlighted button at the end of the bar (signed out: 'Post a Sale'). */
  callToAction: { label: string; href: string } | null;
  /** Entries of the account menu; empty when signed out. */
  menu: NavEntry[];
}

/** Spec §2 navigation bar, desktop. */
export function desktopNav(user: CurrentUser | null): DesktopNav {
  if (!user)
    return {
      links: [link('Explore', '/'), plan],
      callToAction: { label: 'Post a Sale', href: '/login' },
      menu: [],
    };
  return {
    links: [
      link('Explore', '/'),
      plan,
      link('My Sales', '/my-sales'),
      link('Favorites', '/favorites'),
      link('Create Sale', '/create-sale'),
    ],
    callToAction: null,
    menu: [
      ...ACCOUNT_LINKS,
      ...(user.isAdmin ? ADMIN_LINKS : []),
      link('Report an Issue', '/contact'),
      logout,
    ],
  };
}

/** An entry of the phone menu: a link, Logout, or a labelled group of links (the admin links). */
export type MobileNavItem = NavEntry | { kind: 'group'; label: string; entries: NavEntry[] };

/**
 * Spec §2 navigation bar, the collapsible menu under 768 px. Favorites and My Plan are added to the
 * spec's list: the phone has no other way to reach them. The admin links sit under the spec's 'Admin Controls' heading.
 */
export function mobileNav(user: CurrentUser | null, productTitle: string): MobileNavItem[] {
  if (!user)
    return [link('Explore Map', '/'), plan, link('Report an Issue', '/contact'), link('Login', '/login')];
  return [
    link('Explore Map', '/'),
    plan,
    link(`My ${productTitle}`, '/my-sales'),
    link('Favorites', '/favorites'),
    link('Create Sale', '/create-sale'),
    ...ACCOUNT_LINKS,
    ...(user.isAdmin ? [{ kind: 'group' as const, label: 'Admin Controls', entries: ADMIN_LINKS }] : []),
    link('Report an Issue', '/contact'),
    logout,
  ];
}
