import type { MessageKey } from './i18n/catalog-types';
import { PAGE_PATHS } from './routes';

/** One admin screen: where it is, its tab, and whether the account menu links to it. */
export interface AdminScreen {
  path: (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];
  /** The label of its tab in the bar at the top of every admin screen: a message of the admin catalogue. */
  tab: MessageKey<'admin'>;
  /**
   * Its entry in the account menu (desktop) and in the phone menu's 'Admin Controls' group: a message of
   * the shell's catalogue, as the menu speaks the page's language. None: reached from the tab bar only.
   */
  menu?: MessageKey<'shell'>;
}

/**
 * The admin screens (spec §2, §6), in the order of the tab bar; the menus keep the same order. The admin
 * tab bar, both menus and the browser test of who may open them are all made from this one list.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: PAGE_PATHS.adminSales, tab: 'nav.sales', menu: 'nav.manageAllSales' },
  { path: PAGE_PATHS.adminReports, tab: 'nav.reports' },
  { path: PAGE_PATHS.adminEvents, tab: 'nav.events' },
  { path: PAGE_PATHS.adminCities, tab: 'nav.cities', menu: 'nav.cities' },
  { path: PAGE_PATHS.adminUsers, tab: 'nav.users', menu: 'nav.users' },
  { path: PAGE_PATHS.adminCategories, tab: 'nav.categories', menu: 'nav.categories' },
  { path: PAGE_PATHS.adminNeighborhoods, tab: 'nav.neighborhoods', menu: 'nav.neighborhoods' },
  { path: PAGE_PATHS.adminOutbox, tab: 'nav.outbox' },
  { path: PAGE_PATHS.adminSettings, tab: 'nav.settings' },
  { path: PAGE_PATHS.dateDebug, tab: 'nav.dateTool' },
  { path: PAGE_PATHS.imageTest, tab: 'nav.imageTest' },
];

/** The screens the menus link to, in order, with their menu message. */
export const ADMIN_MENU_SCREENS = ADMIN_SCREENS.flatMap((screen) =>
  screen.menu ? [{ path: screen.path, menu: screen.menu }] : [],
);
