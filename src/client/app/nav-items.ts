import { ADMIN_MENU_SCREENS } from '../../shared/admin-screens';
import type { Translate } from '../../shared/i18n/translator';
import type { ProductNoun } from '../lib/config';
import type { CurrentUser } from '../lib/session';

export type NavEntry = { kind: 'link'; label: string; href: string } | { kind: 'logout'; label: string };

type ShellT = Translate<'shell'>;

function entries(t: ShellT) {
  const link = (label: string, href: string): NavEntry => ({ kind: 'link', label, href });
  return {
    link,
    logout: { kind: 'logout', label: t('nav.logout') } as NavEntry,
    /** The Saturday planner (issue 11), for guests too: their plan is kept in the browser. */
    plan: link(t('nav.myPlan'), '/plan'),
    admin: ADMIN_MENU_SCREENS.map((screen) => link(t(screen.menu), screen.path)),
    /** The account's own screens (issue 12): its mail and its saved searches. */
    account: [
      link(t('nav.notifications'), '/account/notifications'),
      link(t('nav.savedSearches'), '/account/saved-searches'),
    ],
    /**
     * An event's organizer who is not an administrator (issue 25) reaches the events they run from here;
     * an administrator has them among the admin links.
     */
    organizer: (user: CurrentUser) =>
      user.organizesEvents && !user.isAdmin ? [link(t('nav.mySaleDays'), '/admin/events')] : [],
  };
}

export interface DesktopNav {
  links: NavEntry[];
  /** The highlighted button at the end of the bar (signed out: 'Post a Sale'). */
  callToAction: { label: string; href: string } | null;
  /** Entries of the account menu; empty when signed out. */
  menu: NavEntry[];
}

/** Spec §2 navigation bar, desktop, in the page's language (`t`: the shell's messages). */
export function desktopNav(user: CurrentUser | null, t: ShellT): DesktopNav {
  const { link, logout, plan, admin, account, organizer } = entries(t);
  if (!user)
    return {
      links: [link(t('nav.explore'), '/'), plan],
      callToAction: { label: t('nav.postASale'), href: '/login' },
      menu: [],
    };
  return {
    links: [
      link(t('nav.explore'), '/'),
      plan,
      link(t('nav.mySales'), '/my-sales'),
      link(t('nav.favorites'), '/favorites'),
      link(t('nav.createSale'), '/create-sale'),
    ],
    callToAction: null,
    menu: [
      ...account,
      ...organizer(user),
      ...(user.isAdmin ? admin : []),
      link(t('nav.reportIssue'), '/contact'),
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
export function mobileNav(user: CurrentUser | null, noun: ProductNoun, t: ShellT): MobileNavItem[] {
  const { link, logout, plan, admin, account, organizer } = entries(t);
  if (!user)
    return [
      link(t('nav.exploreMap'), '/'),
      plan,
      link(t('nav.reportIssue'), '/contact'),
      link(t('nav.login'), '/login'),
    ];
  return [
    link(t('nav.exploreMap'), '/'),
    plan,
    link(t('nav.myProduct', { productTitle: noun.title, productPlural: noun.plural }), '/my-sales'),
    link(t('nav.favorites'), '/favorites'),
    link(t('nav.createSale'), '/create-sale'),
    ...account,
    ...organizer(user),
    ...(user.isAdmin ? [{ kind: 'group' as const, label: t('nav.adminControls'), entries: admin }] : []),
    link(t('nav.reportIssue'), '/contact'),
    logout,
  ];
}
