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

/**
 * The lazy screen of a page the server drew (a sale's), loaded before React takes the page over: its first
 * render then draws the screen, not a loading state over the server's HTML.
 */
export function loadServerDrawnScreen(data: { sale?: unknown } | null): Promise<unknown> {
  return data?.sale ? saleDetail.preload() : Promise.resolve();
}
const ContactPage = lazy(() =>
  import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
);

const TermsPage = lazy(() => import('../features/terms/terms-page').then((m) => ({ default: m.TermsPage })));

const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const SignInLinkPage = lazy(() =>
  import('../features/auth/sign-in-link-page').then((m) => ({ default: m.SignInLinkPage })),
);
const OutboxPage = lazy(() =>
  import('../features/admin/outbox/outbox-page').then((m) => ({ default: m.OutboxPage })),
);
const CreateSalePage = lazy(() =>
  import('../features/sale-wizard/create-sale-page').then((m) => ({ default: m.CreateSalePage })),
);
const EditSalePage = lazy(() =>
  import('../features/sale-wizard/edit-sale-page').then((m) => ({ default: m.EditSalePage })),
);
const MySalesPage = lazy(() =>
  import('../features/my-sales/my-sales-page').then((m) => ({ default: m.MySalesPage })),
);
const FavoritesPage = lazy(() =>
  import('../features/favorites/favorites-page').then((m) => ({ default: m.FavoritesPage })),
);
const NotificationSettingsPage = lazy(() =>
  import('../features/notifications/notification-settings-page').then((m) => ({
    default: m.NotificationSettingsPage,
  })),
);
const SavedSearchesPage = lazy(() =>
  import('../features/notifications/saved-searches-page').then((m) => ({ default: m.SavedSearchesPage })),
);
const UnsubscribePage = lazy(() =>
  import('../features/notifications/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);
const PlanPage = lazy(() => import('../features/plan/plan-page').then((m) => ({ default: m.PlanPage })));

const AdminSalesPage = lazy(() =>
  import('../features/admin/sales/admin-sales-page').then((m) => ({ default: m.AdminSalesPage })),
);
const CitiesPage = lazy(() =>
  import('../features/admin/reference/cities-page').then((m) => ({ default: m.CitiesPage })),
);
const UsersPage = lazy(() =>
  import('../features/admin/users/users-page').then((m) => ({ default: m.UsersPage })),
);
const CategoriesPage = lazy(() =>
  import('../features/admin/reference/categories-page').then((m) => ({
    default: m.CategoriesPage,
  })),
);
const NeighborhoodsPage = lazy(() =>
  import('../features/admin/reference/neighborhoods-page').then((m) => ({
    default: m.NeighborhoodsPage,
  })),
);
const ReportsPage = lazy(() =>
  import('../features/admin/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const SettingsPage = lazy(() =>
  import('../features/admin/settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const DateDebugPage = lazy(() =>
  import('../features/admin/debug/date-debug-page').then((m) => ({ default: m.DateDebugPage })),
);
const ImageTestPage = lazy(() =>
  import('../features/admin/debug/image-test-page').then((m) => ({ default: m.ImageTestPage })),
);

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
  adminSales: { component: AdminSalesPage },
  adminCities: { component: CitiesPage },
  adminUsers: { component: UsersPage },
  adminCategories: { component: CategoriesPage },
  adminNeighborhoods: { component: NeighborhoodsPage },
  adminSettings: { component: SettingsPage },
  adminReports: { component: ReportsPage },
  adminOutbox: { component: OutboxPage },
  dateDebug: { component: DateDebugPage },
  imageTest: { component: ImageTestPage },
} satisfies Record<keyof typeof PAGE_PATHS, Omit<AppRoute, 'path'>>;

export const routes: AppRoute[] = (Object.keys(PAGE_PATHS) as (keyof typeof PAGE_PATHS)[]).map((name) => ({
  ...screens[name],
  path: PAGE_PATHS[name],
}));
