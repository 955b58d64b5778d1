import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy } from 'react';
import { PAGE_PATHS, type PagePath } from '../../shared/routes';
import { CityExplorePage } from '../features/explore/city-explore-page';
import { ExplorePage } from '../features/explore/explore-page';

export interface AppRoute {
  /** A wouter pattern from the shared page list, e.g. '/garage-sales/:id'. */
  path: PagePath;
  component: ComponentType;
  /** Screens shown without the navigation bar (spec §2: the login screen). */
  bare?: boolean;
}

/**
 * A lazy screen that is drawn at once, without its Suspense fallback, when its module was loaded ahead:
 * React shows a lazy component's fallback for at least 300 ms even when its module comes a moment later.
 */
function preloadableScreen(load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Screen = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return { Screen, preload };
}

const saleDetail = preloadableScreen(() =>
  import('../features/sale-detail/sale-detail-page').then((m) => m.SaleDetailPage),
);

const eventPageModule = () => import('../features/event-page/event-page');
const eventPage = preloadableScreen(() => eventPageModule().then((m) => m.EventPage));

/**
 * The lazy screen of a page the server drew (a sale's, an event's), loaded before React takes the page
 * over: its first render then draws the screen, not a loading state over the server's HTML. An event's
 * answer is checked and seeded here, in the event page's chunk (not in the first script: page-data.ts).
 */
export function loadServerDrawnScreen(
  data: { sale?: unknown; event?: { slug: string } | undefined } | null,
  client?: QueryClient,
): Promise<unknown> {
  if (data?.sale) return saleDetail.preload();
  const event = data?.event;
  if (!event) return Promise.resolve();
  const seeded = import('../lib/event-query').then((module) => client && module.seedEvent(client, event));
  return Promise.all([eventPage.preload(), seeded]);
}

/** A screen loaded on its first visit: the export `name` of the module `load` imports. */
function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const ContactPage = lazyScreen(() => import('../features/contact/contact-page'), 'ContactPage');

const TermsPage = lazyScreen(() => import('../features/terms/terms-page'), 'TermsPage');

const LoginPage = lazyScreen(() => import('../features/auth/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyScreen(
  () => import('../features/auth/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyScreen(
  () => import('../features/auth/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyScreen(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const SignInLinkPage = lazyScreen(() => import('../features/auth/sign-in-link-page'), 'SignInLinkPage');
const OutboxPage = lazyScreen(() => import('../features/admin/outbox/outbox-page'), 'OutboxPage');
const CreateSalePage = lazyScreen(() => import('../features/sale-wizard/create-sale-page'), 'CreateSalePage');
const EditSalePage = lazyScreen(() => import('../features/sale-wizard/edit-sale-page'), 'EditSalePage');
const MySalesPage = lazyScreen(() => import('../features/my-sales/my-sales-page'), 'MySalesPage');
const FavoritesPage = lazyScreen(() => import('../features/favorites/favorites-page'), 'FavoritesPage');
const NotificationSettingsPage = lazyScreen(
  () => import('../features/notifications/notification-settings-page'),
  'NotificationSettingsPage',
);
const SavedSearchesPage = lazyScreen(
  () => import('../features/notifications/saved-searches-page'),
  'SavedSearchesPage',
);
const UnsubscribePage = lazyScreen(
  () => import('../features/notifications/unsubscribe-page'),
  'UnsubscribePage',
);
const PlanPage = lazyScreen(() => import('../features/plan/plan-page'), 'PlanPage');

const AdminSalesPage = lazyScreen(() => import('../features/admin/sales/admin-sales-page'), 'AdminSalesPage');
const CitiesPage = lazyScreen(() => import('../features/admin/reference/cities-page'), 'CitiesPage');
const UsersPage = lazyScreen(() => import('../features/admin/users/users-page'), 'UsersPage');
const CategoriesPage = lazyScreen(
  () => import('../features/admin/reference/categories-page'),
  'CategoriesPage',
);
const NeighborhoodsPage = lazyScreen(
  () => import('../features/admin/reference/neighborhoods-page'),
  'NeighborhoodsPage',
);
const EventsPage = lazyScreen(() => import('../features/admin/events/events-page'), 'EventsPage');
const EventPage = lazyScreen(() => import('../features/admin/events/event-page'), 'EventPage');
const ReportsPage = lazyScreen(() => import('../features/admin/reports/reports-page'), 'ReportsPage');
const SettingsPage = lazyScreen(() => import('../features/admin/settings/settings-page'), 'SettingsPage');
const DateDebugPage = lazyScreen(() => import('../features/admin/debug/date-debug-page'), 'DateDebugPage');
const ImageTestPage = lazyScreen(() => import('../features/admin/debug/image-test-page'), 'ImageTestPage');

/**
 * The route table of spec §2, one screen per page of src/shared/routes.ts (the server answers 404 for
 * any other path, so a page is added there first). `satisfies` makes a page without a screen a type error.
 */
const screens = {
  explore: { component: ExplorePage },
  saleDetail: { component: saleDetail.Screen },
  cityPage: { component: CityExplorePage },
  contact: { component: ContactPage },
  terms: { component: TermsPage },
  login: { component: LoginPage, bare: true },
  forgotPassword: { component: ForgotPasswordPage, bare: true },
  resetPassword: { component: ResetPasswordPage, bare: true },
  verifyEmail: { component: VerifyEmailPage, bare: true },
  signIn: { component: SignInLinkPage, bare: true },
  createSale: { component: CreateSalePage },
  editSale: { component: EditSalePage },
  mySales: { component: MySalesPage },
  favorites: { component: FavoritesPage },
  notificationSettings: { component: NotificationSettingsPage },
  savedSearches: { component: SavedSearchesPage },
  unsubscribe: { component: UnsubscribePage },
  plan: { component: PlanPage },
  eventPage: { component: eventPage.Screen },
  adminSales: { component: AdminSalesPage },
  adminCities: { component: CitiesPage },
  adminUsers: { component: UsersPage },
  adminCategories: { component: CategoriesPage },
  adminNeighborhoods: { component: NeighborhoodsPage },
  adminSettings: { component: SettingsPage },
  adminReports: { component: ReportsPage },
  adminOutbox: { component: OutboxPage },
  adminEvents: { component: EventsPage },
  adminEvent: { component: EventPage },
  dateDebug: { component: DateDebugPage },
  imageTest: { component: ImageTestPage },
} satisfies Record<keyof typeof PAGE_PATHS, Omit<AppRoute, 'path'>>;

export const routes: AppRoute[] = (Object.keys(PAGE_PATHS) as (keyof typeof PAGE_PATHS)[]).map((name) => ({
  ...screens[name],
  path: PAGE_PATHS[name],
}));
